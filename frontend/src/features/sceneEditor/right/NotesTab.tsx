// Notes: rich text, in view mode, or edit mode when empty (spec 002 section 2). Images (jpg, jpeg,
// png) are uploaded and put in the text; every change is saved half a second after the last key.
import { useRef, useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Typography } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import DOMPurify from 'dompurify';
import { SceneTiming } from '@wb/contracts';
import '@mantine/tiptap/styles.css';
import { NOTES_IMAGE_ACCEPT, uploadNotesImage } from './uploadNotesImage';

const isEmptyHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '' && !html.includes('<img');

function NotesEditor({ html, onChange, onDone }: { html: string; onChange(html: string): void; onDone(): void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: html,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const addImage = async (file: File) => {
    try {
      const src = await uploadNotesImage(file);
      editor?.chain().focus().setImage({ src, alt: file.name }).run();
    } catch (e) {
      notifications.show({ color: 'red', message: e instanceof Error ? e.message : 'The image could not be uploaded.', autoClose: SceneTiming.snackbar });
    }
  };
  return (
    <Stack gap={6}>
      <RichTextEditor editor={editor} aria-label="Notes">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <ActionIcon variant="default" size={26} aria-label="Add an image (jpg, jpeg, png)" onClick={() => fileInput.current?.click()}>
              <IconPhoto size={16} aria-hidden />
            </ActionIcon>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={NOTES_IMAGE_ACCEPT}
        aria-label="Notes image file"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void addImage(file);
          e.currentTarget.value = '';
        }}
      />
      <Group justify="flex-end">
        <Button size="xs" variant="default" onClick={onDone}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}

export function NotesTab({ notes, onChange }: { notes: string; onChange(html: string): void }) {
  // Empty notes open in edit mode, and stay there while typed into (the first letter must not leave it).
  const [editing, setEditing] = useState(() => isEmptyHtml(notes));
  if (editing || isEmptyHtml(notes)) {
    return <NotesEditor html={notes} onChange={onChange} onDone={() => setEditing(false)} />;
  }
  return (
    <Stack gap="xs">
      <Typography>
        {/* Sanitized here as well as on the server: notes are shown as HTML. */}
        <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(notes) }} />
      </Typography>
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => setEditing(true)}>
          Edit notes
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        Notes are saved as you type.
      </Text>
    </Stack>
  );
}
