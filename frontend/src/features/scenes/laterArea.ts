/** Mantine's colour for each label colour (spec 001: default, red, orange, yellow, green, blue). */
export const labelColorOf = (color: string): string => (color === 'default' ? 'gray' : color);
