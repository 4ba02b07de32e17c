import { compile, middleware, serialize, stringify } from 'stylis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropUnparsableSelectors } from '../../../src/providers/directionCache';

const css = (styles: string) => serialize(compile(styles), middleware([dropUnparsableSelectors, stringify]));

describe('emotion rules for this browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("drops the selectors the browser cannot parse (another engine's, JSS's $rule), keeps the rest", () => {
    // As Chromium: no -moz- or -ms- pseudo, no `$`.
    const supports = vi.fn((query: string) => !/-moz-|-ms-|\$/.test(query));
    vi.stubGlobal('CSS', { supports });
    expect(
      css(
        '.a::-moz-focus-inner{border-style:none}.b{color:red}' +
          '.c::-moz-placeholder,.c::placeholder{opacity:1}.d$disabled{opacity:0}.e:-ms-input-placeholder{opacity:0}',
      ),
    ).toBe('.b{color:red;}.c::placeholder{opacity:1;}');
    // Only the suspect selectors are asked about, each once.
    expect(supports.mock.calls.map(([query]) => query)).toEqual([
      'selector(.a::-moz-focus-inner)',
      'selector(.c::-moz-placeholder)',
      'selector(.d$disabled)',
      'selector(.e:-ms-input-placeholder)',
    ]);
  });

  it('keeps every rule where the browser cannot be asked', () => {
    vi.stubGlobal('CSS', undefined);
    expect(css('.a::-moz-focus-inner{border-style:none}')).toBe('.a::-moz-focus-inner{border-style:none;}');
  });
});
