// The contents page's project comments (spec 000 section 2; spec 002's comments with fileID -1): the
// review area's comment panel on the project itself, @mentions included, at most 600 px high.
// The selection is the address's (/projectContents/{projectID}/comments/{commentID}).
import { ScrollArea } from '@mantine/core';
import { CommentPanel } from '../review';
import type { ContentsSectionProps } from '../projectContents/contentsSections';
import { MissingCommentNotice, useLinkedComment } from '../projectContents/linkedComment';

export function CommentsSection({ project }: ContentsSectionProps) {
  const { selectedCommentID, select, missing, clear } = useLinkedComment(project.projectID);
  return (
    <>
      {missing && <MissingCommentNotice onClear={clear} />}
      <ScrollArea.Autosize mah={600} type="auto" offsetScrollbars data-project-comments>
        <CommentPanel source={{ kind: 'project', projectID: project.projectID }} selectedCommentID={selectedCommentID} onSelect={select} />
      </ScrollArea.Autosize>
    </>
  );
}
