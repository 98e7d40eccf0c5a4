// A comment's text box with the mention picker (spec 002 section 5): typing an @-word opens a list of
// the team filtered by name, roles as sub-labels, and @here; arrows move, Enter or Tab picks, Escape
// closes. Without the list open, Enter sends and Shift+Enter adds a line.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Paper, Text, Textarea, UnstyledButton } from '@mantine/core';
import { mentionQueryAt, pickerItems, withMention, type Mentionable, type PickerItem } from '../comments/mentions';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange(text: string): void;
  /** A person picked from the list: remembered so their id is sent. */
  onMention(person: Mentionable): void;
  onSubmit(): void;
  team: readonly Mentionable[];
  myUserID: number | null;
  autoFocus?: boolean;
  disabled?: boolean;
}

const itemLabel = (item: PickerItem) => (item.kind === 'here' ? '@here' : item.person.fullName);

export function MentionTextarea({ label, placeholder, value, onChange, onMention, onSubmit, team, myUserID, autoFocus, disabled }: Props) {
  const listID = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const at = mentionQueryAt(value, caret);
  const items = useMemo(() => (at ? pickerItems(team, at.query, myUserID) : []), [at?.query, team, myUserID]);
  const open = at !== null && items.length > 0 && dismissed !== at.start;
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  const pick = (item: PickerItem) => {
    if (!at) return;
    const next = withMention(value, at, item);
    if (item.kind === 'person') onMention(item.person);
    onChange(next.text);
    setCaret(next.caret);
    setActive(0);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((activeIndex + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        const item = items[activeIndex];
        if (item) pick(item);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        setDismissed(at.start);
        return;
      }
    }
    // Enter sends a comment; Shift+Enter adds a new line (spec 002 section 5).
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSubmit();
    }
  };

  return (
    <div style={{ position: 'relative' }}>
      <Textarea
        ref={ref}
        aria-label={label}
        placeholder={placeholder}
        value={value}
        autosize
        minRows={2}
        maxRows={8}
        disabled={disabled}
        data-autofocus={autoFocus || undefined}
        autoFocus={autoFocus}
        onChange={(e) => {
          onChange(e.currentTarget.value);
          setCaret(e.currentTarget.selectionStart);
          setActive(0);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listID : undefined}
        aria-activedescendant={open ? `${listID}-${activeIndex}` : undefined}
      />
      {open && (
        <Paper
          shadow="md"
          withBorder
          id={listID}
          role="listbox"
          aria-label="Mention someone"
          style={{ position: 'absolute', zIndex: 20, left: 0, right: 0, top: '100%', maxHeight: 240, overflowY: 'auto' }}
        >
          {items.map((item, i) => (
            <UnstyledButton
              key={item.kind === 'here' ? 'here' : item.person.userID}
              id={`${listID}-${i}`}
              role="option"
              aria-selected={i === activeIndex}
              tabIndex={-1}
              // Keeps the focus in the text box.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(item)}
              px="sm"
              py={6}
              style={{ display: 'block', width: '100%', background: i === activeIndex ? 'var(--mantine-color-blue-light)' : undefined }}
            >
              <Text size="sm">{itemLabel(item)}</Text>
              <Text size="xs" c="dimmed">
                {item.kind === 'here' ? 'Everyone in this project' : item.person.roles.join(', ') || 'Team member'}
              </Text>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </div>
  );
}
