/**
 * A winner's e-mail as the public list shows it (docs/decisions.md, "Masked winners"): `jo***@gm***.com`. Of the
 * local part and of the domain's first label, at most the first two characters show and never more than half of
 * them; the top-level label shows whole (millions share it). The stars are always three, so the length of what is
 * hidden is not told either.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at + 1) : '';
  const labels = domain.split('.').filter(Boolean);
  const top = labels.length > 1 ? labels[labels.length - 1]! : null;
  const name = labels[0] ?? '';
  return `${hint(local)}***@${hint(name)}***${top ? `.${top}` : ''}`;
}

function hint(part: string): string {
  // By code point, so a character outside the BMP is never cut in half.
  const chars = Array.from(part);
  return chars.slice(0, Math.min(2, Math.floor(chars.length / 2))).join('');
}
