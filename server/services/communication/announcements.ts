/**
 * Duyurular with their optional file (PDF or an image), stored by accountFiles.ts under
 * DATA_DIR/accounts/<account id>/announcements/. passive 1 shows an announcement, 0 hides it (docs/domain.md, "Entities
 * and states").
 */
import type { Db } from '../../db';
import { displayFileName, FILE_KINDS, type FileMime } from '../../domain/fileKinds';
import { AppError, notFound } from '../../errors';
import {
  type AnnouncementRow,
  announcementsRepository,
} from '../../repositories/communication/announcements';
import { buildingsRepository } from '../../repositories/property/buildings';
import { ATTACH_MAX_BYTES, type MailQueue, queueAnnouncementMail } from '../mail/channels';
import {
  type FileRules,
  type FileUpload,
  readStoredFile,
  removeStoredFile,
  storeFile,
  withStoredFile,
} from '../shared/accountFiles';
import { NO_SMS_RIGHT, type SmsDeps, type SmsOutcome } from '../shared/residentSms';
import { actorOf, type Session } from '../shared/sessions';
import { sendDescription, sendSms } from '../sms/compose';

export const ANNOUNCEMENT_MIMES: FileMime[] = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'];
export const ANNOUNCEMENT_MAX_BYTES = 10 * 1024 * 1024;

const announcementFiles: FileRules = {
  folder: 'announcements',
  mimes: ANNOUNCEMENT_MIMES,
  wrongKind: 'Duyuru dosyası PDF veya resim (JPEG, PNG, WEBP) olmalıdır.',
  missing: 'Bu duyurunun dosyası yok.',
};

export interface AnnouncementValues {
  title: string;
  content: string;
  passive: 0 | 1;
  /** Without a new file: true keeps the announcement's file, false removes it (`is_exist_file`). */
  keepFile: boolean;
}

/** "Also announce by SMS", with what sending needs and whether the user may send SMS; null: no SMS asked. */
type SmsAsk = { deps: SmsDeps; mayText: boolean } | null;

/** "Also send by e-mail" (docs/decisions.md, "Announcements by e-mail"): the mail queue, or null: not asked. */
type MailAsk = { queue: MailQueue; dataDir: string } | null;

/** A saved announcement, what happened to its SMS and how many e-mails were queued (null: none was asked). */
interface Saved {
  row: AnnouncementRow;
  sms: SmsOutcome;
  mailed: number | null;
}

/** The columns of a new file, or of no file. */
function fileColumns(upload: FileUpload | null, stored: Awaited<ReturnType<typeof storeFile>> | null) {
  if (!upload || !stored) return { fileName: null, storedName: null, mime: null };
  return {
    fileName: displayFileName(upload.sentName, `duyuru.${FILE_KINDS[stored.mime]}`),
    storedName: stored.storedName,
    mime: stored.mime,
  };
}

/** The author kept with an announcement: the signed-in user (an operator acting for the account has none). */
const authorOf = (session: Session) => (session.role === 'operator' ? null : session.userId);

export async function createAnnouncement(
  db: Db,
  dataDir: string,
  session: Session,
  values: AnnouncementValues,
  upload: FileUpload | null,
  sms: SmsAsk = null,
  mail: MailAsk = null,
): Promise<Saved> {
  const stored = upload
    ? await storeFile(dataDir, session.accountId, announcementFiles, 'duyuru', upload)
    : null;
  const { row } = await withStoredFile(dataDir, session.accountId, announcementFiles, stored, async () => ({
    row: await announcementsRepository.insert(db, session.accountId, actorOf(session), {
      userId: authorOf(session),
      title: values.title,
      content: values.content,
      passive: values.passive,
      ...fileColumns(upload, stored),
    }),
    replaced: null,
  }));
  return {
    row,
    sms: sms && (await announceBySms(sms.deps, session, row, sms.mayText)),
    mailed: mail && (await announceByMail(db, mail, session, row)),
  };
}

/** Changes the texts and passive; a new file replaces the old, `keepFile` false without one removes it. */
export async function updateAnnouncement(
  db: Db,
  dataDir: string,
  session: Session,
  id: number,
  values: AnnouncementValues,
  upload: FileUpload | null,
  sms: SmsAsk = null,
  mail: MailAsk = null,
): Promise<Saved> {
  const stored = upload
    ? await storeFile(dataDir, session.accountId, announcementFiles, String(id), upload)
    : null;
  const changesFile = Boolean(stored) || !values.keepFile;
  const { row } = await withStoredFile(dataDir, session.accountId, announcementFiles, stored, () =>
    db.transaction(async (tx) => {
      const before = await announcementsRepository.findOrFail(tx, session.accountId, id);
      const row = await announcementsRepository.update(tx, session.accountId, actorOf(session), id, {
        title: values.title,
        content: values.content,
        passive: values.passive,
        ...(changesFile ? fileColumns(upload, stored) : {}),
      });
      return { row, replaced: changesFile ? before.storedName : null };
    }),
  );
  return {
    row,
    sms: sms && (await announceBySms(sms.deps, session, row, sms.mayText)),
    mailed: mail && (await announceByMail(db, mail, session, row)),
  };
}

/** Deletes the announcement and its file. */
export async function removeAnnouncement(db: Db, dataDir: string, session: Session, id: number) {
  const row = await announcementsRepository.remove(db, session.accountId, actorOf(session), id);
  await removeStoredFile(dataDir, session.accountId, announcementFiles, row.storedName);
}

/** The announcement's file, for a download. */
export async function readAnnouncementFile(db: Db, dataDir: string, session: Session, id: number) {
  const row = await announcementsRepository.findOrFail(db, session.accountId, id);
  if (!row.storedName) throw notFound(announcementFiles.missing);
  return readAnnouncementFileOf(dataDir, session.accountId, { ...row, storedName: row.storedName });
}

/** A found announcement's stored file under its shown name (the resident page's download checks it first). */
export async function readAnnouncementFileOf(
  dataDir: string,
  accountId: number,
  row: { fileName: string | null; storedName: string },
) {
  const file = await readStoredFile(dataDir, accountId, announcementFiles, row.storedName);
  return { ...file, name: row.fileName ?? row.storedName };
}

/**
 * A shown announcement by e-mail to every flat holder with a usable address who did not stop announcements,
 * queued (docs/mail.md, "The queue"); a hidden one goes to nobody. Answers how many will be e-mailed.
 */
async function announceByMail(db: Db, mail: NonNullable<MailAsk>, session: Session, row: AnnouncementRow) {
  if (row.passive !== 1) return 0;
  const file = row.storedName
    ? await readAnnouncementFileOf(mail.dataDir, session.accountId, { ...row, storedName: row.storedName })
    : null;
  return queueAnnouncementMail(
    db,
    mail.queue,
    { accountId: session.accountId, userId: actorOf(session).userId },
    {
      title: row.title,
      content: row.content,
      file: file && {
        name: file.name,
        storedName: row.storedName!,
        mime: file.mime,
        attached: file.bytes.length <= ATTACH_MAX_BYTES,
      },
    },
  );
}

export const ANNOUNCEMENT_SMS_TEXTS = {
  hidden: 'Gizlenen bir duyuru SMS ile duyurulmaz; önce gösterin.',
  refused: (why: string) => `Duyuru kaydedildi; SMS gönderilmedi: ${why}`,
  sent: (what: string) => `Duyuru kaydedildi. ${what}`,
} as const;

/** The announcement SMS: its title and each resident's own page link; braces are dropped so a title is no field. */
export function announcementMessage(title: string): string {
  return `Sayın {ad}, yeni duyuru: "${title.replace(/[{}]/g, '')}". Okumak için: {link}`;
}

/**
 * Announces a shown announcement by SMS to every resident living in (or owning) a flat, each with the link to
 * their page where it is shown. Sent after the announcement is saved: a refused SMS (no right, no credits,
 * nobody to reach) leaves it saved and says why.
 */
export async function announceBySms(
  deps: SmsDeps,
  session: Session,
  row: AnnouncementRow,
  mayText: boolean,
): Promise<NonNullable<SmsOutcome>> {
  const refused = (why: string) => ({ sent: false, description: ANNOUNCEMENT_SMS_TEXTS.refused(why) });
  if (!mayText) return refused(NO_SMS_RIGHT);
  if (row.passive !== 1) return refused(ANNOUNCEMENT_SMS_TEXTS.hidden);
  const { rows: buildings } = await buildingsRepository.list(deps.db, session.accountId, { page: null });
  const actor = { accountId: session.accountId, userId: actorOf(session).userId };
  const payload = {
    all_data: true,
    building_ids: buildings.map((b) => b.id),
    resident_type: 0,
    message: announcementMessage(row.title),
  };
  try {
    const sent = await sendSms(deps, actor, 'buildings', payload, new Date(), { label: 'announcement' });
    return { sent: true, description: ANNOUNCEMENT_SMS_TEXTS.sent(sendDescription(sent)) };
  } catch (error) {
    if (error instanceof AppError) return refused(error.description);
    throw error;
  }
}
