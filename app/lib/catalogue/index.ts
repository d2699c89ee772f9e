export type { Product, ProductType } from "./catalogue";
export {
  applyLiveChoiceLabels,
  applyLiveProducts,
  catalogue,
  choiceLabelKey,
  drinkName,
  findProduct,
  imageSrc,
  productImageSize,
  productPath,
  productTypes,
  shownCategories,
  shownProducts,
} from "./catalogue";
export { applyLiveOptionGroups, catalogueWithOptions, optionGroupsOf } from "./catalogue-options";
export type { CatalogueFilter } from "./filters";
export {
  filterProducts,
  filterSearch,
  isFilterActive,
  noFavoritesYet,
  parseCatalogueFilter,
  searchBoxFollowsUrl,
  TYPED_IN_SEARCH_BOX,
} from "./filters";
export {
  CARD_ATTRIBUTE,
  cardKey,
  cardKeyOf,
  clearFirstPaintMarks,
  EMPTY_WORD,
  FAVORITES_WORD,
  FILTER_ATTRIBUTE,
  FILTER_WORD_ATTRIBUTE,
  HIDE_ATTRIBUTE,
  NO_FAVORITES_WORD,
} from "./first-paint-filter";
export { formatBRL, formatMoneyInput, fromCents, parseMoneyInput, toCents } from "./money";
export type { Choices, OptionGroup } from "./options";
export {
  checkChoices,
  choicesLabel,
  chosenOptions,
  ingredientsWith,
  isHidden,
  lineChoicesLabel,
  lineKey,
  NOT_SOLD_NOW,
  orderLineLabel,
  reconcileChoices,
  unitPrice,
  WITH_CHOICES_FIELD,
} from "./options";
