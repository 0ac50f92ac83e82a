/**
 * The demo's to-do list and visits (issue 11): this week's jobs of a manager, some done, and the visitors of the
 * last days, the two of this morning still inside. Written through the same repositories as the API, with their audit rows.
 */
import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { todosRepository } from '../repositories/communication/todos';
import { guestsRepository } from '../repositories/people/guests';

type Actor = { accountId: number; userId: number };

const TODOS = [
  {
    offset: -2,
    subject: 'Asansör periyodik bakımı',
    content: 'Firma 10:00’da gelecek, makine dairesi açık olsun.',
    done: true,
  },
  {
    offset: -1,
    subject: 'Bahçe sulama saatleri',
    content: 'Otomatik sulama 06:00 ve 20:00 olarak ayarlanacak.',
    done: true,
  },
  {
    offset: 0,
    subject: 'Genel kurul ilanı',
    content: 'İlan panolara asılacak, sakinlere SMS gönderilecek.',
    done: false,
  },
  { offset: 0, subject: 'Su sayaçlarını oku', content: '', done: false },
  { offset: 0, subject: 'Kazan dairesi kontrolü', content: 'Basınç ve sızıntı kontrolü.', done: true },
  { offset: 2, subject: 'Çatı oluk temizliği', content: 'B Blok çatısı.', done: false },
  {
    offset: 5,
    subject: 'Yangın tüpleri dolumu',
    content: 'Her katta bir tüp; son kullanma tarihleri not edilecek.',
    done: false,
  },
];

const VISITS = [
  {
    minutesAgo: 35,
    stay: null,
    name: 'Kargo Görevlisi',
    phone: null,
    plate: '34 KRG 204',
    note: 'Paket teslimi',
  },
  {
    minutesAgo: 140,
    stay: null,
    name: 'Elif Şahin',
    phone: '5321234567',
    plate: null,
    note: null,
  },
  {
    minutesAgo: 26 * 60,
    stay: 95,
    name: 'Klima Servisi',
    phone: '5359876543',
    plate: '06 KLM 55',
    note: 'Dış ünite bakımı',
  },
  {
    minutesAgo: 45 * 60,
    stay: 150,
    name: 'Murat Aksoy',
    phone: null,
    plate: '35 MA 1907',
    note: null,
  },
  {
    minutesAgo: 98 * 60,
    stay: 30,
    name: 'Su Sayacı Okuyucu',
    phone: null,
    plate: null,
    note: 'Belediye görevlisi',
  },
];

/** A day `offset` days from today (Istanbul), ISO. */
function dayFromToday(offset: number): string {
  const today = todayInIstanbul();
  return new Date(Date.UTC(today.year, today.month - 1, today.day + offset)).toISOString().slice(0, 10);
}

export async function seedCommunication(tx: Executor, actor: Actor, apartmentIds: number[]): Promise<void> {
  for (const todo of TODOS) {
    await todosRepository.insert(tx, actor.accountId, actor, {
      subject: todo.subject,
      content: todo.content,
      date: dayFromToday(todo.offset),
      done: todo.done,
    });
  }
  const now = Date.now();
  for (const [index, visit] of VISITS.entries()) {
    // Whole minutes, as the screen shows and a manager types them.
    const arrivedAt = new Date(Math.floor((now - visit.minutesAgo * 60_000) / 60_000) * 60_000);
    await guestsRepository.insert(tx, actor.accountId, actor, {
      apartmentId: apartmentIds[(index * 3) % apartmentIds.length]!,
      name: visit.name,
      phone: visit.phone,
      plate: visit.plate,
      arrivedAt,
      leftAt: visit.stay === null ? null : new Date(arrivedAt.getTime() + visit.stay * 60_000),
      note: visit.note,
    });
  }
}
