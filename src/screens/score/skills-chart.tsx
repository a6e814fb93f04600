import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { SKILLS, type Skill, type Skills } from '../../../api/skills.ts';
import { localeByCode } from '../../../api/locales.ts';
import { useSite } from '../../site/site-context.tsx';
import { numberFormat } from '../../../api/locale-format.ts';

export const SKILL_NAMES: Record<Skill, MessageDescriptor> = {
  precision: msg`Precision`,
  stamina: msg`Stamina`,
  reflexes: msg`Reflexes`,
  speed: msg`Speed`,
  performance: msg`Performance`,
};

const SIZE = { width: 340, height: 290 };
const CENTRE = { x: 170, y: 150 };
const RADIUS = 95;
const RINGS = [0.25, 0.5, 0.75, 1];

/** The point of skill `i` at `share` of the radius; the first axis points up, the others follow clockwise. */
function point(i: number, share: number): { x: number; y: number } {
  const angle = -Math.PI / 2 + (i * 2 * Math.PI) / SKILLS.length;
  return { x: CENTRE.x + Math.cos(angle) * RADIUS * share, y: CENTRE.y + Math.sin(angle) * RADIUS * share };
}

const polygon = (shares: readonly number[]) =>
  shares
    .map((share, i) => {
      const { x, y } = point(i, share);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');

/**
 * The five skills as a radar (spec §3: each 0 to 1) and, for screen readers and anyone who prefers numbers, the
 * same figures as a table. The drawing is decoration over the table, so it is hidden from assistive technology.
 */
export function SkillsChart({ skills }: { skills: Skills }) {
  const { t, i18n } = useLingui();
  const locale = useSite((s) => s.context.route.locale);
  const percent = numberFormat(localeByCode(locale).iso, { style: 'percent' });
  const shares = SKILLS.map((skill) => Math.max(0, Math.min(1, skills[skill])));
  return (
    <section className="skills" aria-labelledby="skills-title" data-testid="skills">
      <h2 id="skills-title">{t`Your skills`}</h2>
      <div className="skills__body">
        {/* Geometry reads left to right in every language; the labels' own script still flows its way. */}
        <svg
          className="skills__radar"
          viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
          aria-hidden="true"
          direction="ltr"
        >
          {RINGS.map((ring) => (
            <polygon key={ring} className="skills__ring" points={polygon(SKILLS.map(() => ring))} />
          ))}
          {SKILLS.map((skill, i) => {
            const end = point(i, 1);
            return (
              <line key={skill} className="skills__axis" x1={CENTRE.x} y1={CENTRE.y} x2={end.x} y2={end.y} />
            );
          })}
          <polygon className="skills__shape" points={polygon(shares)} />
          {SKILLS.map((skill, i) => {
            const at = point(i, 1.18);
            const anchor = at.x < CENTRE.x - 4 ? 'end' : at.x > CENTRE.x + 4 ? 'start' : 'middle';
            return (
              <text
                key={skill}
                className="skills__label"
                x={at.x}
                y={at.y}
                textAnchor={anchor}
                dominantBaseline="middle"
              >
                {i18n._(SKILL_NAMES[skill])}
              </text>
            );
          })}
        </svg>
        <table className="skills__table">
          <caption className="visually-hidden">{t`Your skills, from 0 to 100 %`}</caption>
          <tbody>
            {SKILLS.map((skill, i) => (
              <tr key={skill} data-skill={skill}>
                <th scope="row">{i18n._(SKILL_NAMES[skill])}</th>
                <td>{percent.format(Math.round(shares[i]! * 100) / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
