import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email.ts';

describe('masked e-mails', () => {
  it('shows two characters of the local part and of the domain, the top-level label whole', () => {
    expect(maskEmail('john.doe@gmail.com')).toBe('jo***@gm***.com');
    expect(maskEmail('someone@mail.example.co.uk')).toBe('so***@ma***.uk');
  });

  it('never shows more than half of a short part, nor the length of what it hides', () => {
    expect(maskEmail('a@b.io')).toBe('***@***.io');
    expect(maskEmail('ab@cd.fr')).toBe('a***@c***.fr');
    expect(maskEmail('abc@qq.com')).toBe('a***@q***.com');
    expect(maskEmail('abcdefghijklmnop@domain.com')).toBe('ab***@do***.com');
  });

  it('masks by character, not by UTF-16 unit, and survives a malformed address', () => {
    expect(maskEmail('😀😀😀😀@пример.рф')).toBe('😀😀***@пр***.рф');
    expect(maskEmail('')).toBe('***@***');
    expect(maskEmail('nodomain')).toBe('no***@***');
  });
});
