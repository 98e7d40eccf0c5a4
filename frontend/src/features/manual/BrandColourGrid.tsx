import { Box, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BrandColours, COPIED_TOAST_MS, copiedMessage, type BrandColour } from './brandColours';
import { copyText } from './copyText';
import classes from './manual.module.css';

const copy = async ({ hex }: BrandColour) => {
  const copied = await copyText(hex);
  notifications.show({
    message: copied ? copiedMessage(hex) : `Could not copy ${hex}: select the code and copy it by hand.`,
    color: copied ? 'teal' : 'orange',
    autoClose: COPIED_TOAST_MS,
  });
};

/** The 19 brand colours: a click copies the colour's hex code (spec 002, Manual). */
export function BrandColourGrid() {
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" my="md" component="ul" className={classes.plainList} aria-label="Brand colours">
      {BrandColours.map((colour) => (
        <li key={colour.hex}>
          <UnstyledButton className={classes.swatchButton} onClick={() => void copy(colour)} aria-label={`Copy ${colour.name}, ${colour.hex}`} data-hex={colour.hex}>
            <Box className={classes.swatch} style={{ background: colour.hex }} aria-hidden />
            <Box px="xs" py={6}>
              <Text component="span" display="block" size="sm" fw={600}>
                {colour.name}
              </Text>
              <Text component="span" display="block" size="xs" c="dimmed" ff="monospace">
                {colour.hex}
              </Text>
            </Box>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
