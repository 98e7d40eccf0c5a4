// Choosing a moment, and a second one to compare with: a date and time (the viewer's time zone), or now.
// A history position arrives by address only (a history entry's link); picking a time replaces it.
import { Button, Group } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import type { AsOfMomentChoice } from './asOfPath';

const placeholderStyles = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

/** The picker's value: the time chosen; a position or now shows empty (the cut line says where it is). */
const pickerValue = (moment: AsOfMomentChoice): string | null => (moment.at === undefined ? null : dayjs(moment.at).format('YYYY-MM-DD HH:mm:ss'));

function Picker({ label, placeholder, moment, onPick }: { label: string; placeholder: string; moment: AsOfMomentChoice; onPick: (at: string | null) => void }) {
  return (
    <DateTimePicker
      label={label}
      placeholder={placeholder}
      valueFormat="MM-DD-YYYY HH:mm"
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
      value={pickerValue(moment)}
      onChange={(value) => onPick(value === null ? null : dayjs(value).toISOString())}
      styles={placeholderStyles}
      miw={220}
    />
  );
}

/** The moment the page shows; clearing it, or Now, shows the project as it is. */
export function MomentPicker({ moment, onChange }: { moment: AsOfMomentChoice; onChange: (moment: AsOfMomentChoice) => void }) {
  return (
    <Group align="end" gap="xs" wrap="wrap">
      <Picker label="Moment" placeholder="Now" moment={moment} onPick={(at) => onChange(at === null ? {} : { at })} />
      <Button variant="default" onClick={() => onChange({})} disabled={moment.at === undefined && moment.position === undefined}>
        Now
      </Button>
    </Group>
  );
}

/** A second moment to compare with (null: no comparison); clearing it ends the comparison. */
export function ComparePicker({ moment, onChange }: { moment: AsOfMomentChoice | null; onChange: (moment: AsOfMomentChoice | null) => void }) {
  return (
    <Group align="end" gap="xs" wrap="wrap">
      <Picker label="Compare with" placeholder={moment === null ? 'A second moment' : 'Now'} moment={moment ?? {}} onPick={(at) => onChange(at === null ? null : { at })} />
      <Button variant="default" onClick={() => onChange(moment === null ? {} : null)}>
        {moment === null ? 'Compare with now' : 'Stop comparing'}
      </Button>
    </Group>
  );
}
