// Export is a later area of the product: its controls show, disabled, saying so.
export const LaterArea = {
  export: 'Export comes with the export area',
  recordScreen: 'Record screen comes with the export area',
} as const;

/** Mantine's colour for each label colour (spec 001: default, red, orange, yellow, green, blue). */
export const labelColorOf = (color: string): string => (color === 'default' ? 'gray' : color);
