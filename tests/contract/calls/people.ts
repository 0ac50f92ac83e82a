import { newPhone } from '../../api/helpers/fixtures';
import { PDF } from '../../api/helpers/multipartBody';
import type { ContractRow } from '../row';
import type { Scene } from '../scene';

const staffBody = (phone = newPhone()) => ({
  name: 'Kemal Bekçi',
  phone,
  buildings: [] as number[],
  start_date: '01.03.2024',
  national_id: '10000000146',
  insurance_no: '12345',
});
const guest = (s: Scene) => ({
  start_date: '01.03.2026',
  end_date: '02.03.2026',
  apartment_id: s.ids.apartment,
  type: 1,
});
const pdf = { field: 'file', name: 'tutanak.pdf', bytes: PDF, type: 'application/pdf' };

/** Asks for the SMS code a branch call needs (purpose: add or delete), as the branch screen does first. */
async function branchCode(s: Scene, body: Record<string, unknown>) {
  await s.ctx.app.inject({
    method: 'POST',
    url: '/api/branch/request',
    headers: s.owner.headers,
    payload: body,
  });
  return s.code(s.owner.phone);
}

/** SPEC §7 "Staff and people". */
export const peopleCalls: ContractRow[] = [
  { method: 'GET', path: '/staffs', shape: 'list', request: () => ({ query: { page: 1 } }) },
  { method: 'POST', path: '/staffs', shape: 'list', request: () => ({ query: { name: 'Mehmet' } }) },
  {
    method: 'POST',
    path: '/staff',
    shape: 'record',
    request: () => ({ body: staffBody() }),
    why: 'The staff fields of §3.',
  },
  {
    method: 'PUT',
    path: '/staff',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.staff, ...staffBody() } }),
    why: 'The staff fields of §3 with the id.',
  },
  {
    method: 'DELETE',
    path: '/staff',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.staffSpare } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/vacations', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'POST',
    path: '/vacation',
    shape: 'record',
    request: (s) => ({
      body: {
        staff_id: s.ids.staff,
        leave_type_id: s.ids.leaveType,
        start_date: '10.04.2026',
        end_date: '12.04.2026',
      },
    }),
    why: 'The vacation’s "free data fields" §3 does not show: the staff member, the kind of leave and its days.',
  },
  {
    method: 'PUT',
    path: '/vacation',
    shape: 'record',
    request: (s) => ({
      body: {
        vacation_id: s.ids.vacation,
        staff_id: s.ids.staff,
        leave_type_id: s.ids.leaveType,
        start_date: '02.03.2026',
        end_date: '02.03.2026',
      },
    }),
    why: 'As POST with vacation_id (§3).',
  },
  {
    method: 'DELETE',
    path: '/vacation',
    shape: 'message',
    request: (s) => ({ body: { vacation_id: s.ids.vacationSpare } }),
  },
  { method: 'GET', path: '/sub/user', shape: 'list', request: () => ({ query: { page: 1 } }) },
  {
    method: 'GET',
    path: '/sub/user/{id}',
    shape: 'record',
    request: (s) => ({ params: { id: s.ids.subUser } }),
  },
  {
    method: 'POST',
    path: '/sub/user',
    shape: 'record',
    request: () => ({
      body: {
        name: 'Yeni',
        surname: 'Kullanıcı',
        email: 'yeni@example.com',
        phone: newPhone(),
        password: 'altparola2',
      },
    }),
    why: 'The sub-user of §3 without levels: creating grants 2 on every permission (§6).',
  },
  {
    method: 'PUT',
    path: '/sub/user',
    shape: 'record',
    request: (s) => ({
      body: {
        id: s.ids.subUser,
        name: 'Alt',
        surname: 'Kullanıcı',
        email: '',
        phone: s.texts.subUserPhone,
        password: null,
        show_reports: 1,
      },
    }),
    why: 'The sub-user of §3 with its id; an empty password is sent as null (§5).',
  },
  {
    method: 'DELETE',
    path: '/sub/user',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.subUserSpare } }),
  },
  { method: 'GET', path: '/branch', shape: 'list', request: () => ({}) },
  {
    method: 'POST',
    path: '/branch',
    shape: 'record',
    request: async (s) => {
      const code = await branchCode(s, { purpose: 'create' });
      const body = {
        assoc_name: 'Şube Sitesi',
        email: '',
        name: 'Şube',
        surname: 'Müdürü',
        password: 'subeparola1',
        phone: newPhone(),
        code,
      };
      return { body };
    },
  },
  {
    method: 'DELETE',
    path: '/branch',
    shape: 'message',
    request: async (s) => {
      const branch = await s.branch();
      return { body: { branch_id: branch, code: await branchCode(s, { branch_id: branch }) } };
    },
    why: 'The branch and the delete code (§4: deleted as apartments and buildings are).',
  },
  {
    method: 'POST',
    path: '/branch/request',
    shape: 'message',
    request: async (s) => ({ body: { branch_id: await s.branch() } }),
  },
  {
    method: 'POST',
    path: '/login/branch',
    shape: 'session',
    request: async (s) => ({ query: { branch_id: await s.branch() } }),
  },
  {
    method: 'GET',
    path: '/guest',
    shape: 'record',
    request: (s) => ({ query: { id: s.ids.guest } }),
    why: 'The guest’s id.',
  },
  { method: 'POST', path: '/guest', shape: 'record', request: (s) => ({ body: guest(s) }) },
  {
    method: 'PUT',
    path: '/guest',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.guest, ...guest(s) } }),
    why: 'The guest of §3 with its id.',
  },
  {
    method: 'DELETE',
    path: '/guest',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.guestSpare } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/guests', shape: 'list', request: (s) => ({ query: { ...guest(s), page: 1 } }) },
  { method: 'POST', path: '/guests', shape: 'record', request: (s) => ({ body: guest(s) }) },
  {
    method: 'PUT',
    path: '/guests',
    shape: 'record',
    request: (s) => ({ body: { id: s.ids.guest, ...guest(s) } }),
    why: 'As PUT /guest.',
  },
  {
    method: 'DELETE',
    path: '/guests',
    shape: 'message',
    request: (s) => ({ query: { id: s.ids.guestThird } }),
    why: 'The id, in the query.',
  },
  {
    method: 'GET',
    path: '/document',
    shape: 'record',
    request: (s) => ({ query: { id: s.ids.document } }),
    why: 'The document’s id.',
  },
  {
    method: 'POST',
    path: '/document',
    shape: 'record',
    request: () => ({ form: { fields: { description: 'Genel kurul', date: '01.03.2026' }, file: pdf } }),
    why: 'A document of §3 as multipart: description, date and the file (its name comes with it).',
  },
  {
    method: 'PUT',
    path: '/document',
    shape: 'record',
    request: (s) => ({
      form: { fields: { id: s.ids.document, description: 'Genel kurul tutanağı', date: '02.03.2026' } },
    }),
    why: 'The id and the fields to change, as multipart (a new file may come with them).',
  },
  {
    method: 'DELETE',
    path: '/document',
    shape: 'message',
    request: (s) => ({ body: { id: s.ids.documentSpare } }),
    why: 'The id.',
  },
  { method: 'GET', path: '/documents', shape: 'list', request: () => ({ query: { page: 1, type: 1 } }) },
  {
    method: 'POST',
    path: '/documents',
    shape: 'record',
    request: () => ({ form: { fields: { description: 'Bütçe' }, file: pdf } }),
    why: 'As POST /document.',
  },
  {
    method: 'PUT',
    path: '/documents',
    shape: 'record',
    request: (s) => ({ form: { fields: { id: s.ids.document, description: 'Bütçe 2026' } } }),
    why: 'As PUT /document.',
  },
  {
    method: 'DELETE',
    path: '/documents',
    shape: 'message',
    request: (s) => ({ query: { id: s.ids.documentThird } }),
    why: 'The id, in the query.',
  },
  {
    method: 'GET',
    path: '/download/documents',
    shape: 'file',
    request: (s) => ({ query: { file_name: s.texts.documentFile } }),
  },
];
