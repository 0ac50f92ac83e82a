import { describe, expect, it } from 'vitest';
import { toName } from '../../src/resources/residents/PhoneOwnerWarning';

describe('a name in the dative', () => {
  it('follows the last vowel and adds y after a vowel', () => {
    expect(toName('Ayşe Kaya')).toBe("Ayşe Kaya'ya");
    expect(toName('Ali Demir')).toBe("Ali Demir'e");
    expect(toName('Mehmet Yılmaz')).toBe("Mehmet Yılmaz'a");
    expect(toName('Can Öztürk')).toBe("Can Öztürk'e");
    expect(toName('Elif Güneri')).toBe("Elif Güneri'ye");
  });
});
