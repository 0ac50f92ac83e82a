/**
 * The demo's polls (issue 11): an open roof-repair poll counted by land share with most flats' votes in, and an
 * ended elevator poll by head. Written through the same services as the API; votes are spread over the options
 * by a fixed rule so every demo looks the same.
 */
import { todayInIstanbul } from '../../common/date';
import type { Executor } from '../db';
import { surveysRepository } from '../repositories/shared/surveys';
import { createSurvey, recordVote } from '../services/shared/surveys';

type Actor = { accountId: number; userId: number };

/** DD.MM.YYYY `days` from today (Istanbul). */
function dayFromToday(days: number): string {
  const { year, month, day } = todayInIstanbul();
  const date = new Date(Date.UTC(year, month - 1, day + days));
  const [y, m, d] = date.toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

async function voteSome(tx: Executor, actor: Actor, surveyId: number, optionIds: number[], every: number) {
  const voters = await surveysRepository.voters(tx, actor.accountId, surveyId);
  for (const [index, voter] of voters.entries()) {
    // Every `every`-th resident stays away; the others lean to the first option.
    if (index % every === every - 1) continue;
    const optionId = optionIds[index % 3 === 2 ? 1 : index % 7 === 5 ? optionIds.length - 1 : 0]!;
    await recordVote(tx, actor, { surveyId, residentId: voter.resident_id, optionId });
  }
}

export async function seedSurveys(tx: Executor, actor: Actor): Promise<void> {
  const roof = await createSurvey(tx, actor, {
    title: 'Çatı onarımı',
    question: 'Çatı izolasyonu bu yaz, aidatlara ek 1.500 TL ile yapılsın mı?',
    options: ['Evet, bu yaz yapılsın', 'Hayır, gelecek yıla kalsın', 'Çekimserim'],
    end_date: dayFromToday(20),
    weighting: 'land',
  });
  await voteSome(
    tx,
    actor,
    roof.id,
    roof.options.map((o) => o.id),
    4,
  );
  const elevator = await createSurvey(tx, actor, {
    title: 'Asansör bakım firması',
    question: 'Önümüzdeki yıl asansör bakımını hangi firma yapsın?',
    options: ['Yıldız Asansör', 'Kuzey Teknik'],
    end_date: dayFromToday(1),
    weighting: 'head',
  });
  await voteSome(
    tx,
    actor,
    elevator.id,
    elevator.options.map((o) => o.id),
    3,
  );
  // Ended a month ago: its result is final.
  const ended = dayFromToday(-30).split('.').reverse().join('-');
  await surveysRepository.update(tx, actor.accountId, actor, elevator.id, { endDate: ended });
}
