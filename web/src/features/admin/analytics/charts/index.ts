// The analytics screen's charts: the only modules that import the chart library, loaded lazily
// (analytics/lazyCharts.ts), so no other screen downloads it.
export { EnquiriesChart } from './EnquiriesChart.tsx';
export { LanguageChart } from './LanguageChart.tsx';
export { TrafficChart } from './TrafficChart.tsx';
