import type { ReactNode } from 'react';
import styled from 'styled-components';
import { hatchPatternId, languageStyles, type SeriesStyle } from './seriesStyles.ts';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(5)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  list-style: none;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.inkSoft};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  svg {
    flex: none;
  }
`;

/** A line's sample: its colour, dash and marker. */
export function LineSample({ style }: { style: SeriesStyle }) {
  return (
    <svg width="30" height="12" viewBox="0 0 30 12" aria-hidden="true">
      <line x1="1" y1="6" x2="29" y2="6" stroke={style.color} strokeWidth="2.5" strokeDasharray={style.dash} />
      {style.marker === 'circle' ? <circle cx="15" cy="6" r="3.5" fill={style.color} /> : <rect x="11.5" y="2.5" width="7" height="7" fill={style.color} />}
    </svg>
  );
}

/** A slice's sample: solid, or hatched like the slice it names. */
export function SwatchSample({ language }: { language: keyof typeof languageStyles }) {
  const style = languageStyles[language];
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
      <rect x="0.5" y="0.5" width="13" height="13" rx="2" fill={style.hatched ? `url(#${hatchPatternId})` : style.color} stroke={style.color} />
    </svg>
  );
}

/** The series of a chart named beside their samples; hidden from screen readers, who get the table. */
export function ChartLegend({ items }: { items: { key: string; label: string; sample: ReactNode }[] }) {
  return (
    <List aria-hidden="true">
      {items.map((item) => (
        <li key={item.key}>
          {item.sample}
          <span>{item.label}</span>
        </li>
      ))}
    </List>
  );
}

/** The hatch the Arabic slice and its swatch share (one definition in the page). */
export function HatchPattern() {
  const { color } = languageStyles.ar;
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={hatchPatternId} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill="#fff" />
          <rect width="3.2" height="6" fill={color} />
        </pattern>
      </defs>
    </svg>
  );
}
