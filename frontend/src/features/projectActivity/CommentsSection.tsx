// The contents page's project comments (spec 000 section 2; spec 002's comments with fileID -1): the
// review area's comment panel on the project itself, @mentions included, at most 600 px high.
import { ScrollArea } from '@mantine/core';
import { useState } from 'react';
import { CommentPanel } from '../review';
import type { ContentsSectionProps } from '../projectContents/contentsSections';

export function CommentsSection({ project }: ContentsSectionProps) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ScrollArea.Autosize mah={600} type="auto" offsetScrollbars data-project-comments>
      <CommentPanel source={{ kind: 'project', projectID: project.projectID }} selectedCommentID={selected} onSelect={(c) => setSelected(c?.commentID ?? null)} />
    </ScrollArea.Autosize>
  );
}
