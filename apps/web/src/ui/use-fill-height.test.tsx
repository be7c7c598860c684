import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFillHeight } from './use-fill-height.ts';

const TOP_PX = 120;
let renders = 0;

/** A list placed 120 px below the window's top (jsdom lays nothing out), filling down to 72 px above its bottom. */
function FillingList({ minHeightPx }: { minHeightPx?: number }) {
  renders++;
  const list = useRef<HTMLDivElement>(null);
  useFillHeight(list, 72, minHeightPx);
  return (
    <div
      data-testid="list"
      ref={(element) => {
        list.current = element;
        if (element) element.getBoundingClientRect = () => DOMRect.fromRect({ y: TOP_PX, height: 0 });
      }}
    />
  );
}

function resizeWindowTo(height: number) {
  act(() => {
    window.innerHeight = height;
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useFillHeight', () => {
  const { innerHeight } = window;
  afterEach(() => {
    window.innerHeight = innerHeight;
    renders = 0;
  });

  it('reaches down to the gap above the window bottom before the first paint, in one render', () => {
    window.innerHeight = 844;
    const { getByTestId } = render(<FillingList />);
    // 844 − 120 − 72
    expect(getByTestId('list').style.height).toBe('652px');
    expect(renders).toBe(1);
  });

  it('follows the window when it is resized, never below its least height, without drawing the list again', () => {
    window.innerHeight = 844;
    const { getByTestId } = render(<FillingList minHeightPx={560} />);
    expect(getByTestId('list').style.height).toBe('652px');
    resizeWindowTo(1366);
    expect(getByTestId('list').style.height).toBe('1174px');
    resizeWindowTo(600);
    expect(getByTestId('list').style.height).toBe('560px');
    expect(renders).toBe(1);
  });
});
