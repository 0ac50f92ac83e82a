import { describe, expect, it } from 'vitest';
import { deliveryOutcome, readReport, readSendAnswer, sendBody } from '../../server/domain/netgsm';

describe('Netgsm answers', () => {
  it('sends Turkish text as informational unless it is commercial', () => {
    expect(sendBody('YESILVADI', [{ to: '5321112233', text: 'Aidat hatırlatması' }])).toEqual({
      msgheader: 'YESILVADI',
      encoding: 'TR',
      iysfilter: '0',
      messages: [{ msg: 'Aidat hatırlatması', no: '5321112233' }],
    });
    expect(sendBody('YESILVADI', [], true).iysfilter).toBe('11');
  });

  it('reads a job id from "00" and explains every refusal, retrying only rate limits and system errors', () => {
    expect(
      readSendAnswer({ code: '00', jobid: '17377215342605050417149344', description: 'queued' }),
    ).toEqual({
      ok: true,
      jobId: '17377215342605050417149344',
    });
    const refusals = ['20', '30', '40', '50', '51', '70', '80', '85', '100', '101'].map((code) => ({
      code,
      ...(readSendAnswer({ code }) as { transient: boolean; text: string }),
    }));
    expect(refusals.filter((r) => r.transient).map((r) => r.code)).toEqual(['80', '100', '101']);
    for (const refusal of refusals) expect(refusal.text).toMatch(/[a-zçğıöşü]/);
    expect(refusals.find((r) => r.code === '40')!.text).toBe(
      'Gönderici adı (SMS başlığı) Netgsm hesabında tanımlı değil.',
    );
    // Neither a known code nor a job id: asked again later rather than dropped.
    expect(readSendAnswer('<html>')).toMatchObject({ ok: false, code: 'unknown', transient: true });
  });

  it('reads each number of a delivery report as pending, delivered or failed with the reason', () => {
    expect(deliveryOutcome(0)).toEqual({ state: 'pending' });
    expect(deliveryOutcome(1)).toEqual({ state: 'delivered' });
    for (const status of [2, 3, 4, 11, 12, 13, 14, 15, 16, 17]) {
      expect(deliveryOutcome(status).state, `status ${status}`).toBe('failed');
    }
    expect(deliveryOutcome(999)).toEqual({ state: 'pending' });
    expect(
      readReport({
        code: '00',
        jobs: [
          { jobid: 'J1', telno: '905321112233', status: 1 },
          { jobid: 'J1', telno: '5321112244', status: 16 },
        ],
      }),
    ).toEqual({
      ok: true,
      lines: [
        { jobId: 'J1', phone: '5321112233', outcome: { state: 'delivered' } },
        {
          jobId: 'J1',
          phone: '5321112244',
          outcome: { state: 'failed', code: '16', text: 'İYS kaydı bu gönderime izin vermiyor.' },
        },
      ],
    });
    expect(readReport({ code: '60' })).toEqual({ ok: true, lines: [] });
    expect(readReport({ code: '80' })).toEqual({ ok: false, code: '80' });
  });
});
