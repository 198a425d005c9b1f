// @nori/ui public API: written out per component, no `export *`.

// Theme
export { baseTheme, createTheme, type BrandOverrides, type DeepPartial, type Theme } from './theme/theme';
export { brands, brandNames, type BrandName } from './theme/brands';
export { loadBrand } from './theme/brands/loadBrand';
export { GlobalStyle } from './theme/GlobalStyle';
export {
  fontFaceCss,
  fontPreloads,
  interFaces,
  interFallback,
  localeSubsets,
  loraFaces,
  loraFallback,
  type FallbackFontFace,
  type FontSubset,
  type ThemeFontFaces,
  type WebFontFace,
} from './theme/fonts';
export { NoriProvider, type NoriProviderProps } from './theme/NoriProvider';
export { NoriThemeProvider, type NoriThemeProviderProps } from './theme/NoriThemeProvider';
export { contrastPairs, contrastProblems, type ContrastPair, type ContrastProblem } from './theme/contrast';
export { DESKTOP_MIN_WIDTH, media, mediaQueries } from './theme/media';

// Kit labels
export { kitCatalogs } from './intl/kitCatalogs';
export {
  kitLocales,
  localeTags,
  type KitLabels,
  type KitLocale,
  type KitMessageId,
  type KitMessagePart,
  type KitMessages,
} from './intl/catalog';
export { KIT_MESSAGE_PARTS, kitMessagePartOf, kitMessageParts } from './intl/parts';
export { loadKitMessages } from './intl/loadKitMessages';
export {
  KitIntlProvider,
  KitMessagesProvider,
  useKitLocale,
  useKitMessages,
  type KitIntlProviderProps,
  type KitMessagesProviderProps,
} from './intl/KitIntl';

// Hooks
export { lockScroll, SCROLL_LOCK_CLASS } from './hooks/scrollLock';
export { useScrollLock } from './hooks/useScrollLock';
export { useMediaQuery } from './hooks/useMediaQuery';
export { usePressRepeat, type PressRepeatHandlers, type UsePressRepeatOptions } from './hooks/usePressRepeat';
export { PRESS_REPEAT_DELAY, PRESS_REPEAT_INTERVAL } from './hooks/pressRepeat';

// Masks (the storefront sends the digits these give)
export { formatPhone, PHONE_MAX_DIGITS, sanitizePhone } from './masks/phone';
export { CODE_DEFAULT_LENGTH, sanitizeCode } from './masks/code';
// Dates: the birthday travels as `YYYY-MM-DD`; the field shows `dd.mm.yy`.
export {
  formatDateText,
  fromIsoDate,
  parseDateText,
  SHORT_YEAR_CUTOFF,
  toIsoDate,
  type DateFormat,
  type DateTextError,
  type DateTextPattern,
  type DateTextResult,
  type HourCycle,
} from './masks/dateText';
export { type DatePickerMode, type DateRangeValue } from './masks/dateSelection';

// Components
export {
  Button,
  ButtonLink,
  type ButtonLinkProps,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export {
  Icon,
  IconSprite,
  IconSpriteProvider,
  iconNames,
  iconSpriteSvg,
  type IconName,
  type IconProps,
  type IconSpriteProviderProps,
} from './components/Icon';
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Spinner, type SpinnerProps } from './components/Spinner';
export { TextArea, TextField, type TextAreaProps, type TextFieldProps } from './components/TextField';
export { PhoneInput, type PhoneInputProps } from './components/PhoneInput';
export { CodeInput, type CodeInputProps } from './components/CodeInput';
export { VisuallyHidden } from './components/VisuallyHidden';
export { Price, formatPrice, type PriceProps, type PriceSize, type PriceTone } from './components/Price';
export { QuantityStepper, type QuantityStepperProps, type QuantityStepperSize } from './components/QuantityStepper';
export {
  Badge,
  ProductBadge,
  productTags,
  type BadgeProps,
  type BadgeTone,
  type BadgeVariant,
  type ProductBadgeProps,
  type ProductTag,
} from './components/Badge';
export { Banner, type BannerLayout, type BannerProps, type BannerTone } from './components/Banner';
export { Skeleton, type SkeletonProps, type SkeletonRadius, type SkeletonVariant } from './components/Skeleton';
export {
  ProductCard,
  ProductCardSkeleton,
  type ProductAvailability,
  type ProductCardImage,
  type ProductCardImageRatio,
  type ProductCardImageSource,
  type ProductCardProps,
  type ProductCardSkeletonProps,
  type ProductWeight,
} from './components/ProductCard';
export {
  PromotionCard,
  formatPeriod,
  type DateInput,
  type PromotionCardImageRatio,
  type PromotionCardProps,
} from './components/PromotionCard';
export { CategoryCard, type CategoryCardProps } from './components/CategoryCard';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage';
export { Modal, type ModalProps, type ModalSize, type ModalVariant } from './components/Modal';
export { AttentionDialog, AttentionMessage, type AttentionDialogProps } from './components/AttentionDialog';
export { Drawer, type DrawerProps, type DrawerSide, type DrawerSize } from './components/Drawer';
export {
  DatePicker,
  type DatePickerMultipleProps,
  type DatePickerProps,
  type DatePickerRangeProps,
  type DatePickerSingleProps,
} from './components/DatePicker';
export {
  Toast,
  ToastRegion,
  type ToastAction,
  type ToastProps,
  type ToastRegionProps,
  type ToastTone,
} from './components/Toast';
export { Pagination, pageItems, type PageItem, type PaginationProps } from './components/Pagination';
export { PromoCodeField, type AppliedCode, type PromoCodeFieldProps } from './components/PromoCodeField';
export { EmptyState, type EmptyStateProps, type EmptyStateSize, type EmptyStateVariant } from './components/EmptyState';
export {
  Panel,
  Surface,
  type PanelHeadingLevel,
  type PanelProps,
  type SurfaceElement,
  type SurfaceElevation,
  type SurfacePadding,
  type SurfaceProps,
} from './components/Surface';
export {
  FileDrop,
  ImageInput,
  type FileDropProps,
  type FileProblem,
  type ImageInputProps,
} from './components/FileDrop';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Fieldset, type FieldsetLayout, type FieldsetProps } from './components/Fieldset';
export {
  MoneyField,
  NumberField,
  formatMoneyText,
  parseMoneyText,
  type MoneyFieldProps,
  type NumberFieldProps,
} from './components/NumberField';
export { TimeField, parseTimeText, type TimeFieldProps, type TimeText } from './components/TimeField';
export { Tag, type TagProps, type TagTone } from './components/Tag';
export {
  AllergenList,
  allergenCodes,
  allergenIcon,
  allergenIcons,
  type AllergenCode,
  type AllergenListItem,
  type AllergenListProps,
} from './components/AllergenList';
export { NutritionTable, type NutritionRow, type NutritionTableProps } from './components/NutritionTable';
export { Tooltip, TooltipProvider, type TooltipProps, type TooltipProviderProps } from './components/Tooltip';
export {
  Table,
  nextSort,
  sortRows,
  type SelectAllState,
  type SortDirection,
  type TableAlign,
  type TableColumn,
  type TableProps,
  type TableSort,
  type TableStack,
} from './components/Table';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabsContentProps,
  type TabsListProps,
  type TabsProps,
  type TabsTriggerProps,
} from './components/Tabs';
export {
  Stat,
  formatChange,
  formatStatValue,
  type FormattedChange,
  type StatDirection,
  type StatGoodDirection,
  type StatProps,
  type StatSentiment,
} from './components/Stat';
export { Rating, RatingDisplay, type RatingDisplayProps, type RatingProps } from './components/Rating';
export { Timeline, type TimelineProps, type TimelineStep, type TimelineStepState } from './components/Timeline';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { Switch, type SwitchLabelPosition, type SwitchProps } from './components/Switch';
export {
  RadioGroup,
  type RadioGroupOrientation,
  type RadioGroupProps,
  type RadioOption,
  type RadioValue,
} from './components/RadioGroup';
export {
  RadioCard,
  type RadioCardOption,
  type RadioCardOrientation,
  type RadioCardProps,
} from './components/RadioCard';
export {
  SegmentedControl,
  type SegmentedControlOption,
  type SegmentedControlProps,
  type SegmentedControlStretch,
} from './components/SegmentedControl';
export { AppShell, type AppShellNavItem, type AppShellProps } from './components/AppShell';
export {
  OrderTicket,
  type OrderTicketLine,
  type OrderTicketProps,
  type OrderTicketType,
} from './components/OrderTicket';
export { Board, BoardColumn, type BoardColumnProps, type BoardProps } from './components/Board';
export { Kbd, type KbdKey, type KbdProps } from './components/Kbd';
export { ConnectionStatus, type ConnectionState, type ConnectionStatusProps } from './components/ConnectionStatus';
export {
  ConsentBanner,
  type ConsentBannerCategory,
  type ConsentBannerProps,
  type ConsentBannerView,
} from './components/ConsentBanner';
export { SortableList, moveId, type SortableId, type SortableListProps } from './components/SortableList';
// Layout: screens, stacks and rows at the theme's spacing steps, and text in its tones.
export {
  PageLayout,
  type PageLayoutDensity,
  type PageLayoutProps,
  type PageLayoutWidth,
} from './components/PageLayout';
export { Stack, type LayoutElement, type SpaceToken, type StackAlign, type StackProps } from './components/Stack';
export { Inline, type InlineAlign, type InlineJustify, type InlineProps } from './components/Inline';
export {
  Text,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './components/Text';
export { PageHeader, type PageHeaderHeadingLevel, type PageHeaderProps } from './components/PageHeader';
export {
  FormLayout,
  FormRow,
  FormSection,
  type FormLayoutElement,
  type FormLayoutProps,
  type FormRowAlign,
  type FormRowColumns,
  type FormRowProps,
  type FormSectionHeadingLevel,
  type FormSectionLayout,
  type FormSectionProps,
  type FormSectionVariant,
} from './components/FormLayout';
export {
  SaveBar,
  type SaveBarConflict,
  type SaveBarInvalid,
  type SaveBarPosition,
  type SaveBarProblem,
  type SaveBarProps,
  type SaveBarStatus,
} from './components/SaveBar';
export { ImageField, type ImageFieldProps } from './components/ImageField';
export { LeaveConfirmation, type LeaveConfirmationProps } from './components/LeaveConfirmation';
