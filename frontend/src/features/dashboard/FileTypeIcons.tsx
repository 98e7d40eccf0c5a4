import { Group, Tooltip } from '@mantine/core';
import { IconFile, IconFileText, IconFileTypePdf, IconMusic, IconPhoto, IconVectorBezier2, IconVideo } from '@tabler/icons-react';

const icons: Record<string, typeof IconFile> = {
  video: IconVideo,
  image: IconPhoto,
  audio: IconMusic,
  svg: IconVectorBezier2,
  text: IconFileText,
  pdf: IconFileTypePdf,
};

/** One icon per file type present in a project. */
export function FileTypeIcons({ types }: { types: string[] }) {
  return (
    <Group gap={4}>
      {types.map((type) => {
        const Icon = icons[type] ?? IconFile;
        return (
          <Tooltip key={type} label={type}>
            <Icon size={16} color="var(--mantine-color-gray-6)" aria-label={`${type} files`} role="img" />
          </Tooltip>
        );
      })}
    </Group>
  );
}
