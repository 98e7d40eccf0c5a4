// The exporter service (DESIGN.md section 2): renders scenes and SVG files to MP4 when export events
// arrive on the Bus and reports back with commands. Its parts are exported from here for the gateway.
export { startExporter, type ExporterOptions } from './service/startExporter';
export type { RunningExporter } from './service/exporterService';
export * from './render';
