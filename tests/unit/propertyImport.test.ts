import { describe, expect, it } from 'vitest';
import {
  apartmentKey,
  planApartmentImport,
  planResidentImport,
  type ResidentImportContext,
} from '../../server/domain/propertyImport';

describe('planApartmentImport', () => {
  const context = {
    buildings: new Map([['a blok', 'A Blok']]),
    duesGroups: new Map([['standart', 7]]),
    existing: new Set([apartmentKey('A Blok', '1')]),
    room: new Map([['a blok', { name: 'A Blok', limit: 10, recorded: 1 }]]),
  };

  it('creates missing buildings once, skips existing flats and resolves groups Turkish-folded', () => {
    const plan = planApartmentImport(
      [
        { row: 2, building: 'A Blok', identifier: '1', area: 100 },
        { row: 3, building: 'a  blok', identifier: '2', land: '12,5', group: 'STANDART' },
        { row: 4, building: 'İnci Blok', identifier: '1' },
        { row: 5, building: 'İNCİ BLOK', identifier: '2' },
      ],
      context,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.skipped).toBe(1);
    expect(plan.newBuildings).toEqual(['İnci Blok']);
    expect(plan.apartments).toEqual([
      { row: 3, buildingKey: 'a blok', identifier: '2', area: null, land: '12.5', groupId: 7 },
      { row: 4, buildingKey: 'inci blok', identifier: '1', area: null, land: null, groupId: null },
      { row: 5, buildingKey: 'inci blok', identifier: '2', area: null, land: null, groupId: null },
    ]);
  });

  it("refuses the flats beyond an existing building's limit, row by row", () => {
    const full = { ...context, room: new Map([['a blok', { name: 'A Blok', limit: 3, recorded: 1 }]]) };
    const plan = planApartmentImport(
      [
        { row: 2, building: 'A Blok', identifier: '2' },
        { row: 3, building: 'A Blok', identifier: '3' },
        { row: 4, building: 'A Blok', identifier: '4' },
        { row: 5, building: 'İnci Blok', identifier: '1' },
      ],
      full,
    );
    expect(plan.problems).toEqual([
      {
        row: 4,
        column: 'Blok',
        reason:
          'A Blok binasının daire sınırı 3 ve 1 daire kayıtlı. Daha fazla daire eklemek için önce Binalar sayfasından binanın daire sınırını yükseltiniz.',
      },
    ]);
  });

  it('plans nothing to write for a row with a problem', () => {
    const plan = planApartmentImport([{ row: 9, building: 'A Blok', identifier: '3', area: 'yüz' }], context);
    expect(plan.problems).toEqual([{ row: 9, column: 'Brüt m²', reason: 'Bir sayı giriniz.' }]);
    expect(plan.apartments).toEqual([]);
  });
});

describe('planResidentImport', () => {
  const context: ResidentImportContext = {
    buildings: new Set(['a blok']),
    apartments: new Map([
      [apartmentKey('A Blok', '1'), 11],
      [apartmentKey('A Blok', '2'), 12],
    ]),
    residentsByPhone: new Map([['5321234567', [{ id: 100, nameKey: 'ayse kaya' }]]]),
    currentLinks: new Map([[11, [{ residentId: 100, type: 1, nameKey: 'ayse kaya' }]]]),
    today: '2025-06-01',
  };
  const row = { building: 'A Blok', identifier: '1', name: 'Ayşe', surname: 'Kaya' };

  it('links existing people, skips existing links and creates a person once for several rows', () => {
    const plan = planResidentImport(
      [
        { row: 2, ...row, phone: '0532 123 45 67', type: 'Ev sahibi' },
        { row: 3, ...row, identifier: '2', phone: '5321234567', type: 'Ev sahibi' },
        { row: 4, ...row, name: 'Veli', phone: '5551112233', type: 'Kiracı' },
        { row: 5, ...row, identifier: '2', name: 'Veli', phone: '5551112233', type: 2 },
      ],
      context,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.skipped).toBe(1);
    expect(plan.people).toEqual([
      {
        key: 'phone:5551112233:veli kaya',
        name: 'Veli',
        surname: 'Kaya',
        phone: '5551112233',
        birthDay: null,
        email: null,
      },
    ]);
    expect(plan.links.map((l) => [l.row, l.apartmentId, l.resident, l.type])).toEqual([
      [3, 12, { id: 100 }, 1],
      [4, 11, { key: 'phone:5551112233:veli kaya' }, 2],
      [5, 12, { key: 'phone:5551112233:veli kaya' }, 2],
    ]);
  });

  it('names a block without a flat of that number in a correct Turkish sentence', () => {
    const plan = planResidentImport(
      [{ row: 2, ...row, building: 'a blok', identifier: '99', phone: '5551112233', type: 'Kiracı' }],
      context,
    );
    expect(plan.problems).toEqual([
      {
        row: 2,
        column: 'Daire No',
        reason: '‘a blok’ adlı blokta 99 numaralı daire yok. Önce daireleri ekleyiniz.',
      },
    ]);
  });

  it('asks for every holder share once one is given, and for a total of exactly 100', () => {
    const holders = (percents: (number | null)[]) =>
      planResidentImport(
        percents.map((percent, index) => ({
          row: index + 2,
          ...row,
          identifier: '2',
          name: `Kişi${index}`,
          type: 3,
          percent,
        })),
        context,
      ).problems;
    expect(holders([60, 40])).toEqual([]);
    expect(holders([33.33, 33.33, 33.34])).toEqual([]);
    expect(holders([null, null])).toEqual([]);
    expect(holders([60, null])).toEqual([
      {
        row: 3,
        column: 'Hisse %',
        reason: 'Bu dairenin diğer hissedarlarına hisse girilmiş; bu satıra da giriniz.',
      },
    ]);
    expect(holders([50, 40]).map((p) => p.reason)).toEqual([
      'Bu dairenin hisseleri toplamı %90; %100 olmalıdır.',
      'Bu dairenin hisseleri toplamı %90; %100 olmalıdır.',
    ]);
  });

  it('keeps a new person’s e-mail lower-cased from any of their rows; an empty cell is no address', () => {
    const plan = planResidentImport(
      [
        { row: 2, ...row, name: 'Veli', phone: '5551112233', type: 'Kiracı', email: null },
        {
          row: 3,
          ...row,
          identifier: '2',
          name: 'Veli',
          phone: '5551112233',
          type: 2,
          email: ' Veli.Kaya@Ornek.COM ',
        },
        { row: 4, ...row, name: 'Can', type: 2, email: '  ' },
      ],
      context,
    );
    expect(plan.problems).toEqual([]);
    expect(plan.people.map((p) => [p.name, p.email])).toEqual([
      ['Veli', 'veli.kaya@ornek.com'],
      ['Can', null],
    ]);
  });

  it('names the row and the E-posta column of a malformed address, and of a second address for one person', () => {
    const plan = planResidentImport(
      [
        { row: 2, ...row, name: 'Veli', type: 'Kiracı', email: 'veli kaya@ornek.com' },
        { row: 3, ...row, name: 'Can', phone: '5551112233', type: 2, email: 'can@ornek.com' },
        {
          row: 4,
          ...row,
          identifier: '2',
          name: 'Can',
          phone: '5551112233',
          type: 2,
          email: 'can@baska.com',
        },
      ],
      context,
    );
    expect(plan.problems).toEqual([
      {
        row: 2,
        column: 'E-posta',
        reason: 'Geçerli bir e-posta adresi giriniz (örnek: ad.soyad@ornek.com).',
      },
      { row: 4, column: 'E-posta', reason: 'Bu kişinin e-posta adresi 3. satırda farklı yazılmış.' },
    ]);
  });

  it('refuses a birth day after today', () => {
    const plan = planResidentImport([{ row: 2, ...row, type: 1, birth_day: '02.06.2025' }], context);
    expect(plan.problems).toEqual([
      { row: 2, column: 'Doğum Tarihi', reason: 'Doğum tarihi ileri bir tarih olamaz.' },
    ]);
  });
});
