// The credits editor, /credits?projectID= (spec 002 section 2): on the left the Credits panel (partner
// logos, the reorderable list, Add new credit, Add new section, the spacer and Export), on the right
// the live preview. A holder of project view sees them; changing them needs project edit.
import { useEffect } from 'react';
import { Box, Center, Divider, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { selectHasGrant } from '../auth/authSlice';
import { useProjectByIDQuery } from '../project/projectApi';
import { AddCreditForm, AddSectionForm } from './AddForms';
import { CreditList } from './CreditList';
import {
  creditsOpened,
  exportRequested,
  flagToggled,
  itemAdded,
  itemMoved,
  itemRemoved,
  logoClicked,
  logoEditCancelled,
  logoEdited,
  logoFileChosen,
  logoRemoved,
  logoSaved,
  selectCredits,
  spacerClicked,
  spacerEditCancelled,
  spacerEdited,
  spacerSaved,
} from './creditsSlice';
import { ExportBlock } from './ExportBlock';
import { LogosBlock } from './LogosBlock';
import { ScaledPreview } from './ScaledPreview';
import { SpacerBlock } from './SpacerBlock';

export function CreditsPage({ projectID }: { projectID: string | null }) {
  const dispatch = useAppDispatch();
  const canEdit = useAppSelector(selectHasGrant('content.projects-edit'));
  const state = useAppSelector(selectCredits);
  const project = useProjectByIDQuery({ projectID: projectID ?? '' }, { skip: !projectID });
  useEffect(() => {
    if (projectID) dispatch(creditsOpened({ projectID, canEdit }));
  }, [dispatch, projectID, canEdit]);

  if (!projectID || project.isError) return <ProjectNotFound />;
  const { draft } = state;
  if (state.loadFailed) return <Text p="md">The credits could not be loaded.</Text>;
  if (draft === null || state.projectID !== projectID) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading credits" />
      </Center>
    );
  }
  const editing = canEdit
    ? {
        logo: state.editingLogo,
        spacerHeight: state.editingSpacer,
        onLogoClick: (id: string) => dispatch(logoClicked({ id })),
        onLogoChange: (change: Parameters<typeof logoEdited>[0]) => dispatch(logoEdited(change)),
        onSpacerClick: () => dispatch(spacerClicked()),
      }
    : undefined;

  return (
    <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }} p="md">
      <ScrollArea.Autosize mah="calc(100vh - 100px)" w={380} style={{ flexShrink: 0 }} component="section" aria-label="Credits panel">
        <Stack gap="md" pr="sm">
          <div>
            <Title order={1} size="h3">
              {Messages.creditsHeading}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {project.data?.project.name ?? ''}
            </Text>
          </div>
          {canEdit && (
            <LogosBlock
              count={draft.partnerLogos.length}
              editing={state.editingLogo}
              uploading={state.uploadingLogo}
              onFile={(file) => dispatch(logoFileChosen({ file }))}
              onWidth={(width) => dispatch(logoEdited({ width }))}
              onSave={() => dispatch(logoSaved())}
              onCancel={() => dispatch(logoEditCancelled())}
              onRemove={(id) => dispatch(logoRemoved({ id }))}
            />
          )}
          <Divider />
          <CreditList
            items={draft.items}
            canEdit={canEdit}
            onMove={(activeID, overID) => dispatch(itemMoved({ activeID, overID }))}
            onToggle={(id, flag) => dispatch(flagToggled({ id, flag }))}
            onRemove={(id) => dispatch(itemRemoved({ id }))}
          />
          {canEdit && (
            <>
              <Divider />
              <AddCreditForm onAdd={(item) => dispatch(itemAdded(item))} />
              <Divider />
              <AddSectionForm onAdd={(item) => dispatch(itemAdded(item))} />
            </>
          )}
          <Divider />
          <SpacerBlock
            height={draft.spacer.height}
            editing={state.editingSpacer}
            canEdit={canEdit}
            onEdit={() => dispatch(spacerClicked())}
            onHeight={(height) => dispatch(spacerEdited({ height }))}
            onSave={() => dispatch(spacerSaved())}
            onCancel={() => dispatch(spacerEditCancelled())}
          />
          <Divider />
          <ExportBlock state={state.export} onExport={() => dispatch(exportRequested())} />
        </Stack>
      </ScrollArea.Autosize>
      <Box component="section" style={{ flex: 1, minWidth: 0 }}>
        <ScaledPreview data={draft} editing={editing} />
      </Box>
    </Box>
  );
}
