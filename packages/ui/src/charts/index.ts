// @nori/ui/charts: the kit's charts, apart from the main entry so that recharts reaches only the bundles
// (the lazy screens) that draw one. Written out per component, as the main entry is.
export { TrendChart, type TrendChartProps } from './TrendChart';
export { chartTones, type ChartAxis, type ChartSeries, type ChartTone } from './chartModel';
