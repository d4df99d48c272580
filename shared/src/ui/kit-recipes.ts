import {
  alertSlotRecipe,
  avatarSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldsetSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  qrCodeSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  separatorRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  timelineSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { adminSystem } from './theme';

/** The recipes of the full kit's components (./chakra), beyond those of the light kit (./theme). */
export const KIT_RECIPES = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  textarea: textareaRecipe,
};

export const KIT_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  combobox: comboboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  qrCode: qrCodeSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  ratingGroup: ratingGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  timeline: timelineSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/**
 * Adds the full kit's recipes to the one system, when the full kit loads (after sign-in), so the
 * login page does not carry the styles of menus, tables and dialogs. Chakra reads a recipe from the
 * system's theme when a component first asks for it, and no component of the full kit can render
 * before the kit has loaded; kit-recipes.test.ts checks that the system sees them.
 */
export function addKitRecipes(): void {
  const theme = adminSystem._config.theme ?? {};
  theme.recipes = { ...KIT_RECIPES, ...theme.recipes };
  theme.slotRecipes = { ...KIT_SLOT_RECIPES, ...theme.slotRecipes };
}
