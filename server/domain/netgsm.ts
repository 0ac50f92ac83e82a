/**
 * Netgsm's REST v2 protocol (docs/domain.md, "Gateways"): the request bodies the product sends and what each
 * answer means, with a Turkish explanation a manager can act on. No I/O here; the client sends and reads.
 */

export interface NetgsmMessage {
  /** 5XXXXXXXXX, as phones are stored. */
  to: string;
  text: string;
}

/**
 * The send body. `encoding: "TR"` keeps Turkish letters in the single-shift encoding the part counts assume;
 * everything is informational (`iysfilter "0"`) unless the message is commercial (to individuals: "11").
 */
export function sendBody(header: string, messages: NetgsmMessage[], commercial = false) {
  return {
    msgheader: header,
    encoding: 'TR',
    iysfilter: commercial ? '11' : '0',
    messages: messages.map((message) => ({ msg: message.text, no: message.to })),
  };
}

/** What a refused send means, and whether trying again later can help (rate limit, system error). */
const SEND_ERRORS: Record<string, { text: string; transient: boolean }> = {
  '20': { text: 'Mesaj metni hatalı veya izin verilen uzunluğu aşıyor.', transient: false },
  '30': {
    text: 'Netgsm kullanıcı kodu veya şifresi hatalı, API erişimi kapalı ya da sunucunun IP adresine izin verilmemiş.',
    transient: false,
  },
  '40': { text: 'Gönderici adı (SMS başlığı) Netgsm hesabında tanımlı değil.', transient: false },
  '50': { text: 'Netgsm hesabı İYS kontrollü gönderim yapamıyor.', transient: false },
  '51': { text: 'Netgsm hesabında İYS marka bilgisi tanımlı değil.', transient: false },
  '70': { text: 'Gönderim bilgilerinde hata var (Netgsm parametre hatası).', transient: false },
  '80': {
    text: 'Netgsm gönderim hız sınırı aşıldı; gönderim biraz sonra yeniden denenecek.',
    transient: true,
  },
  '85': {
    text: 'Aynı numaraya bir dakika içinde 20’den fazla gönderim yapılamaz.',
    transient: false,
  },
  '100': { text: 'Netgsm sisteminde geçici bir hata oluştu; gönderim yeniden denenecek.', transient: true },
  '101': { text: 'Netgsm sisteminde geçici bir hata oluştu; gönderim yeniden denenecek.', transient: true },
};

export type SendOutcome =
  | { ok: true; jobId: string }
  | { ok: false; code: string; transient: boolean; text: string };

/** Reads a send answer: `{code: "00", jobid}` is accepted; any other code is explained. */
export function readSendAnswer(answer: unknown): SendOutcome {
  const { code, jobid } = (answer ?? {}) as { code?: unknown; jobid?: unknown };
  const text = typeof code === 'string' || typeof code === 'number' ? String(code) : '';
  if (text === '00' && (typeof jobid === 'string' || typeof jobid === 'number')) {
    return { ok: true, jobId: String(jobid) };
  }
  const known = SEND_ERRORS[text];
  return known
    ? { ok: false, code: text, ...known }
    : {
        ok: false,
        code: text || 'unknown',
        transient: true,
        text: 'Netgsm beklenmeyen bir yanıt verdi; gönderim yeniden denenecek.',
      };
}

/** The final or current state of one message in a delivery report. */
export type DeliveryOutcome =
  | { state: 'pending' }
  | { state: 'delivered' }
  | { state: 'failed'; code: string; text: string };

/** Netgsm's per-number report statuses; every failure is final and its credits go back to the account. */
const FAILURES: Record<string, string> = {
  '2': 'Mesajın geçerlilik süresi doldu; alıcıya ulaşmadı.',
  '3': 'Numara geçersiz.',
  '4': 'Mesaj gönderilemedi.',
  '11': 'Operatör mesajı kabul etmedi.',
  '12': 'Alıcıya iletimde hata oluştu.',
  '13': 'Aynı mesaj bu numaraya kısa süre önce gönderilmiş (tekrar).',
  '14': 'Netgsm hesabında kredi yetersiz.',
  '15': 'Numara kara listede (SMS almak istemiyor).',
  '16': 'İYS kaydı bu gönderime izin vermiyor.',
  '17': 'İYS sorgusunda hata oluştu.',
};

export function deliveryOutcome(status: unknown): DeliveryOutcome {
  const code = String(status);
  if (code === '1') return { state: 'delivered' };
  const failure = FAILURES[code];
  // 0 is "waiting"; an unknown status is read as waiting too, and asked again at the next report.
  return failure ? { state: 'failed', code, text: failure } : { state: 'pending' };
}

export interface ReportLine {
  jobId: string;
  /** 5XXXXXXXXX */
  phone: string;
  outcome: DeliveryOutcome;
}

/**
 * Reads a delivery report (`POST /sms/rest/v2/report {jobids}`): one line per number of each job. Code "60"
 * (no record yet) is an empty report, not an error.
 */
export function readReport(answer: unknown): { ok: true; lines: ReportLine[] } | { ok: false; code: string } {
  const { code, jobs } = (answer ?? {}) as { code?: unknown; jobs?: unknown };
  const text = String(code ?? '');
  if (text === '60') return { ok: true, lines: [] };
  if (text !== '00' || !Array.isArray(jobs)) return { ok: false, code: text || 'unknown' };
  return {
    ok: true,
    lines: jobs.map((job: { jobid?: unknown; telno?: unknown; status?: unknown }) => ({
      jobId: String(job.jobid),
      phone: String(job.telno ?? '').replace(/^(90|0)/, ''),
      outcome: deliveryOutcome(job.status),
    })),
  };
}
