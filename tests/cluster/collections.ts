/**
 * The cluster test's stream of collections (POST /payment/debt through HAProxy), sent as the interface sends them:
 * one Idempotency-Key per collection, the same key and body again when the answer was lost (a dropped connection,
 * HAProxy's 502 for a dead instance, or 409 while the first try still runs), and some keys resent on purpose
 * after their answer came, which must answer the same receipt.
 */
import type { Scene } from './scene';

export interface CollectionLoad {
  /** Every key that got its answer: the receipt it made and the kuruş it carried. */
  keys: Map<string, { receiptId: number; kurus: number }>;
  sent: number;
  /** Answers lost or refused for a moment (network, 502–504, 409 still running), each followed by a resend. */
  failures: number;
  /** Keys resent after their first answer. */
  replays: number;
  /** What should never happen: another status, or a resent key answering another receipt. */
  mismatches: string[];
}

const AMOUNTS_TL = [10, 25, 40];
const RESENT = /işleniyor/;

export async function runCollections(
  base: string,
  scene: Scene,
  { clients, stopped, minKeys }: { clients: number; stopped: () => boolean; minKeys: number },
): Promise<CollectionLoad> {
  const load: CollectionLoad = { keys: new Map(), sent: 0, failures: 0, replays: 0, mismatches: [] };

  /** One key until it gets a definite answer: the receipt id, or null after an unexpected one. */
  async function send(key: string, body: object): Promise<number | null> {
    for (let attempt = 0; attempt < 200; attempt++) {
      load.sent += 1;
      let status = 0;
      let text = '';
      try {
        const answer = await fetch(`${base}/api/payment/debt`, {
          method: 'POST',
          headers: { ...scene.headers, 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        status = answer.status;
        text = await answer.text();
      } catch {
        // The connection broke: the answer is lost, the key is sent again.
      }
      if (status === 200) return (JSON.parse(text) as { data: { receipt_id: number } }).data.receipt_id;
      if (status !== 0 && status < 500 && !(status === 409 && RESENT.test(text))) {
        load.mismatches.push(`${key}: ${status} ${text.slice(0, 300)}`);
        return null;
      }
      load.failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    load.mismatches.push(`${key}: no answer after 200 tries`);
    return null;
  }

  async function client(index: number): Promise<void> {
    // However slow the machine, the stream carries at least `minKeys` collections.
    for (let n = 0; !stopped() || load.keys.size < minKeys; n++) {
      const tl = AMOUNTS_TL[(index + n) % AMOUNTS_TL.length]!;
      const body = {
        debt_id: scene.debtIds[(index * 3 + n) % scene.debtIds.length],
        account_id: scene.cashAccountId,
        accounting_type_id: scene.typeId,
        amount: tl,
      };
      const key = `kume-${index}-${n}-${Date.now()}`;
      const receiptId = await send(key, body);
      if (receiptId === null) continue;
      load.keys.set(key, { receiptId, kurus: tl * 100 });
      if (n % 4 === 1) {
        load.replays += 1;
        const again = await send(key, body);
        if (again !== receiptId)
          load.mismatches.push(`${key}: resent, answered ${again} instead of ${receiptId}`);
      }
    }
  }

  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return load;
}
