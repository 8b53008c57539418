declare module 'parse-prometheus-text-format' {
  /** One metric family, as prom2json writes it; `metrics` holds samples (counters, gauges) or buckets (histograms, summaries). */
  export interface MetricFamily {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: { labels?: Record<string, string>; value?: string; buckets?: Record<string, string> }[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
