/** The demo's made-up people: Turkish names, phones and birthdays, the same for the same number on every run. */

const FEMALE = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Emine',
  'Hatice',
  'Merve',
  'Şule',
  'Özlem',
  'Gül',
  'Derya',
  'İrem',
];
const MALE = [
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Murat',
  'Emre',
  'Ömer',
  'Çağrı',
  'Burak',
];
const SURNAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Erdoğan',
  'Güneş',
];

/** A valid T.C. kimlik no from nine leading digits (the first not 0). */
export function tcknFrom(nine: string): string {
  const d = [...nine].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return `${nine}${tenth}${eleventh}`;
}

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };
const ascii = (text: string) => text.toLocaleLowerCase('tr').replace(/[çğıöşü]/g, (c) => ASCII[c] ?? c);

/**
 * A made-up person, the same for the same number on every run (no randomness: the demo is reproducible). Five in
 * six have an e-mail address (ad.soyad@example.com), so reminders go by e-mail and SMS alike.
 */
export function person(n: number) {
  const female = n % 2 === 0;
  const names = female ? FEMALE : MALE;
  const name = names[(n * 5) % names.length]!;
  const surname = SURNAMES[(n * 7) % SURNAMES.length]!;
  return {
    name,
    surname,
    email: n % 6 === 5 ? null : `${ascii(name)}.${ascii(surname)}@example.com`,
    gender: female ? ('female' as const) : ('male' as const),
    phone: `5${30 + (n % 25)}${String(1_000_000 + n * 7).padStart(7, '0')}`,
    birthDay: `${1950 + ((n * 7) % 50)}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + ((n * 3) % 28)).padStart(2, '0')}`,
  };
}
