// Show grid (spec 002 section 9): lines every 50 stage px, every fifth heavier.
import { Line } from 'react-konva';
import { Grid } from '@wb/contracts';

export function GridLines({ width, height, scale }: { width: number; height: number; scale: number }) {
  const lines = [];
  for (let i = 0, x = 0; x <= width; i += 1, x += Grid.spacing) {
    const heavy = i % Grid.heavyEvery === 0;
    lines.push(<Line key={`x${i}`} points={[x, 0, x, height]} stroke={heavy ? '#9aa5b1' : '#d5dbe1'} strokeWidth={(heavy ? 1.5 : 0.75) / scale} listening={false} />);
  }
  for (let i = 0, y = 0; y <= height; i += 1, y += Grid.spacing) {
    const heavy = i % Grid.heavyEvery === 0;
    lines.push(<Line key={`y${i}`} points={[0, y, width, y]} stroke={heavy ? '#9aa5b1' : '#d5dbe1'} strokeWidth={(heavy ? 1.5 : 0.75) / scale} listening={false} />);
  }
  return <>{lines}</>;
}
