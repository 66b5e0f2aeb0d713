/**
 * The two addresses a class sheet prints (issue 27): one for students' own phones and one for
 * school computers (lab mode, `lab=1`). Lab mode is the teacher's choice, never a side effect
 * of a class link: when a setting makes it the default, the phone link says `lab=0`.
 */
export function classLinks(
  origin: string,
  code: string,
  labModeDefault: boolean,
): { phone: string; computer: string } {
  const base = `${origin}/survey?class=${encodeURIComponent(code)}`;
  return { phone: labModeDefault ? `${base}&lab=0` : base, computer: `${base}&lab=1` };
}
