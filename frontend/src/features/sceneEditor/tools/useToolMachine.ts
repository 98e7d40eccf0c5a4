// The stage's one dispatcher for the pointer tools: it feeds the chosen tool's machine the stage's
// pointer events (moves and the release only while pressed, the left button only), and the tool's
// keys while it is busy, then carries out what the machine answers. Choosing another tool drops
// what the last one was in the middle of.
import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import type { EditorTool } from '@wb/contracts';
import type { Placement } from '../stage/geometry';
import { toolMachines } from './index';
import { pointerInputOf } from './konvaPointer';
import { idle, type ToolEffect, type ToolEnv, type ToolState, type Transition } from './types';

type KonvaMouse = Konva.KonvaEventObject<MouseEvent>;

export function useToolMachine(tool: EditorTool, env: ToolEnv, placement: Placement, carryOut: (effect: ToolEffect) => void) {
  const [state, setState] = useState<ToolState>(idle);
  // The truth between renders: two events may come before React draws the first one's state.
  const current = useRef<ToolState>(idle);
  const pressed = useRef(false);
  const machine = toolMachines[tool];
  const latest = useRef({ env, carryOut, machine });
  latest.current = { env, carryOut, machine };

  const apply = (transition: Transition) => {
    current.current = transition.state;
    setState(transition.state);
    for (const effect of transition.effects ?? []) latest.current.carryOut(effect);
  };

  useEffect(() => {
    current.current = idle;
    pressed.current = false;
    setState(idle);
  }, [tool]);

  const busy = state.kind !== 'idle';
  useEffect(() => {
    if (!busy || !machine.onKey) return;
    const onKey = (e: KeyboardEvent) => {
      const transition = latest.current.machine.onKey?.(current.current, e.key, latest.current.env);
      if (!transition) return;
      // Before the editor's shortcuts see the key (Escape would deselect too).
      e.preventDefault();
      e.stopImmediatePropagation();
      apply(transition);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [busy, machine]);

  const onMouseDown = (e: KonvaMouse) => {
    if (e.evt.button !== 0) return;
    const input = pointerInputOf(e, placement);
    if (!input) return;
    pressed.current = true;
    const transition = machine.onPointerDown(current.current, input, env);
    if (transition.preventDefault) e.evt.preventDefault();
    apply(transition);
  };
  const onMouseMove = (e: KonvaMouse) => {
    if (!pressed.current || !machine.onPointerMove) return;
    const input = pointerInputOf(e, placement);
    if (input) apply(machine.onPointerMove(current.current, input, env));
  };
  const onMouseUp = () => {
    if (!pressed.current) return;
    pressed.current = false;
    if (machine.onPointerUp) apply(machine.onPointerUp(current.current, env));
  };
  const onDblClick = () => {
    if (machine.onDoubleClick) apply(machine.onDoubleClick(current.current, env));
  };

  return { state, onMouseDown, onMouseMove, onMouseUp, onDblClick };
}
