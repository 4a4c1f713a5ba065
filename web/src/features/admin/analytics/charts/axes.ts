import { chartColors } from '../seriesStyles.ts';

// What the two time charts share: their axes' text and the room at their sides.

export const axisTick = { fill: chartColors.axis, fontSize: 12 };

/** Room at the sides for the first and last day's markers and labels. */
export const chartMargin = { top: 8, right: 12, bottom: 0, left: 12 };

/** Day labels at least this far apart, today's always shown (the library drops those that would crowd). */
export const dayTicks = { interval: 'preserveEnd', minTickGap: 24 } as const;
