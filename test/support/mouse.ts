import { sendMouse } from '@web/test-runner-commands';

/**
 * A real mouse drag, as a player makes one: press at `from`, pass halfway (past the element's drag
 * threshold), move to `to`, release. Points are in the test page's viewport, where sendMouse points.
 */
export async function mouseDrag([x, y]: readonly [number, number], [tx, ty]: readonly [number, number]): Promise<void> {
  await sendMouse({ type: 'move', position: [x, y] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [Math.round((x + tx) / 2), Math.round((y + ty) / 2)] });
  await sendMouse({ type: 'move', position: [tx, ty] });
  await sendMouse({ type: 'up' });
}
