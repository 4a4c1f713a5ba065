import { lazy } from 'react';

// One chunk with the chart library and the three charts, requested when the report first renders
// (in parallel with nothing else of the screen waiting for it).
export const preloadCharts = () => import('./charts/index.ts');
const charts = preloadCharts;

export const TrafficChart = lazy(() => charts().then((m) => ({ default: m.TrafficChart })));
export const EnquiriesChart = lazy(() => charts().then((m) => ({ default: m.EnquiriesChart })));
export const LanguageChart = lazy(() => charts().then((m) => ({ default: m.LanguageChart })));
