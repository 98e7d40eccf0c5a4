import { memo, type ReactNode } from 'react';
import { Anchor, Title, Typography } from '@mantine/core';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { BrandColourGrid } from './BrandColourGrid';
import { CharacterList } from './CharacterList';
import { isManualBlock, ManualBlock, type ManualBlockName } from './blocks';
import { fileAnchorsOf, manualLink } from './links';
import { manualSources, pictureUrl } from './manualSources';
import { headingId, headingsOf, inManualOrder } from './outline';
import { MANUAL_PICTURE_SIZE } from './pictureSize';
import { RolesList } from './RolesList';
import { ShortcutsTable } from './ShortcutsTable';
import classes from './manual.module.css';

/** The part of a syntax tree node react-markdown hands a component that this file reads. */
interface TreeNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: TreeNode[];
}

const textOf = (node: TreeNode | undefined): string => (node ? (node.value ?? '') + (node.children ?? []).map(textOf).join('') : '');

const nodeOf = (props: ExtraProps): TreeNode | undefined => props.node as TreeNode | undefined;

// The page itself has the one first-level heading, so a file's # is an h2, ## an h3, ### an h4. The id
// is taken from the heading's words the way the sidebar takes it (outline.ts).
const heading = (depth: 1 | 2 | 3) =>
  function Heading(props: ExtraProps & { children?: ReactNode }) {
    return (
      <Title order={(depth + 1) as 2 | 3 | 4} id={headingId(textOf(nodeOf(props)))}>
        {props.children}
      </Title>
    );
  };

const blocks: Record<ManualBlockName, () => ReactNode> = {
  [ManualBlock.brandColours]: () => <BrandColourGrid />,
  [ManualBlock.shortcuts]: () => <ShortcutsTable />,
  [ManualBlock.roles]: () => <RolesList />,
  [ManualBlock.characters]: () => <CharacterList />,
};

/** The fenced block's info string (```manual-shortcuts), from the code element's class. */
const fenceName = (node: TreeNode | undefined): string => {
  const code = node?.children?.find((child) => child.tagName === 'code');
  const classNames = code?.properties?.['className'];
  const language = Array.isArray(classNames) ? classNames.find((c): c is string => typeof c === 'string' && c.startsWith('language-')) : undefined;
  return language?.slice('language-'.length) ?? '';
};

const fileAnchors = fileAnchorsOf(manualSources);

const components: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  pre: ({ node, children }) => {
    const name = fenceName(node as TreeNode | undefined);
    return isManualBlock(name) ? blocks[name]() : <pre>{children}</pre>;
  },
  a: ({ href = '', children }) => {
    const link = manualLink(href, fileAnchors);
    return link.external ? (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer">
        {children}
      </Anchor>
    ) : (
      <Anchor href={link.href}>{children}</Anchor>
    );
  },
  img: ({ src, alt }) => (
    <img src={typeof src === 'string' ? (pictureUrl(src) ?? src) : undefined} alt={alt ?? ''} width={MANUAL_PICTURE_SIZE.width} height={MANUAL_PICTURE_SIZE.height} loading="lazy" decoding="async" />
  ),
};

const sources = inManualOrder(manualSources);

/** Every file of the manual, in order, as one document. */
export const ManualDocument = memo(function ManualDocument() {
  return (
    <Typography className={classes.document}>
      {sources.map((source) => (
        <section key={source.file} aria-labelledby={headingsOf(source.markdown)[0]?.id}>
          <Markdown remarkPlugins={[remarkGfm]} components={components}>
            {source.markdown}
          </Markdown>
        </section>
      ))}
    </Typography>
  );
});
