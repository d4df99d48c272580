import { adminSystem } from './index';
import { KIT_RECIPES, KIT_SLOT_RECIPES } from './kit-recipes';

describe('the one Chakra system', () => {
  it('has the recipes of the light kit from the start', () => {
    for (const key of ['button', 'input', 'heading', 'link', 'spinner', 'icon']) {
      expect(adminSystem.isRecipe(key)).toBe(true);
    }
    for (const key of ['field', 'toast']) expect(adminSystem.isSlotRecipe(key)).toBe(true);
  });

  it('has the recipes of the full kit once the full kit is loaded', () => {
    for (const key of Object.keys(KIT_RECIPES)) expect(adminSystem.isRecipe(key)).toBe(true);
    for (const key of Object.keys(KIT_SLOT_RECIPES)) expect(adminSystem.isSlotRecipe(key)).toBe(true);
    expect(adminSystem.getSlotRecipe('menu')).toBe(KIT_SLOT_RECIPES.menu);
  });
});
