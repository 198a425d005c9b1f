/**
 * The kit's icon set. Interface icons come from Lucide (ISC licence), brand marks of social networks
 * from Simple Icons (CC0); see packages/ui/README.md. Each entry becomes one `<symbol>` of the sprite.
 */
import {
  ArrowLeft,
  Bean,
  Bike,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  Clock,
  Clover,
  Copy,
  CreditCard,
  Droplets,
  Egg,
  Fish,
  Flame,
  Flower,
  Gift,
  Globe,
  GripVertical,
  Heart,
  House,
  Info,
  Leaf,
  LeafyGreen,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Milk,
  Minus,
  Nut,
  Percent,
  Phone,
  Plus,
  RefreshCw,
  Search,
  Settings,
  Share2,
  Shell,
  ShoppingBag,
  Shrimp,
  SlidersHorizontal,
  Sparkles,
  Sprout,
  Star,
  Store,
  Trash2,
  User,
  Wallet,
  Wheat,
  Wine,
  X,
  type IconNode,
} from 'lucide';
import { siFacebook, siInstagram, siTelegram, siTiktok, siViber, siWhatsapp } from 'simple-icons';

export interface IconDefinition {
  viewBox: string;
  /** Stroked outline (Lucide) or filled silhouette (Simple Icons). */
  kind: 'stroke' | 'fill';
  nodes: IconNode;
}

const stroke = (nodes: IconNode): IconDefinition => ({ viewBox: '0 0 24 24', kind: 'stroke', nodes });
const brand = (icon: { path: string }): IconDefinition => ({
  viewBox: '0 0 24 24',
  kind: 'fill',
  nodes: [['path', { d: icon.path }]],
});

export const icons = {
  'arrow-left': stroke(ArrowLeft),
  bag: stroke(ShoppingBag),
  calendar: stroke(Calendar),
  card: stroke(CreditCard),
  check: stroke(Check),
  'chevron-down': stroke(ChevronDown),
  'chevron-left': stroke(ChevronLeft),
  'chevron-right': stroke(ChevronRight),
  'chevron-up': stroke(ChevronUp),
  clock: stroke(Clock),
  close: stroke(X),
  copy: stroke(Copy),
  discount: stroke(Percent),
  delivery: stroke(Bike),
  error: stroke(CircleAlert),
  filter: stroke(SlidersHorizontal),
  gift: stroke(Gift),
  globe: stroke(Globe),
  grip: stroke(GripVertical),
  heart: stroke(Heart),
  hit: stroke(Flame),
  home: stroke(House),
  info: stroke(Info),
  logout: stroke(LogOut),
  mail: stroke(Mail),
  'map-pin': stroke(MapPin),
  menu: stroke(Menu),
  minus: stroke(Minus),
  new: stroke(Sparkles),
  phone: stroke(Phone),
  plus: stroke(Plus),
  refresh: stroke(RefreshCw),
  search: stroke(Search),
  share: stroke(Share2),
  spicy: stroke(Flame),
  star: stroke(Star),
  settings: stroke(Settings),
  store: stroke(Store),
  trash: stroke(Trash2),
  user: stroke(User),
  vegetarian: stroke(Leaf),
  wallet: stroke(Wallet),
  // The 14 allergens of EU Regulation 1169/2011, Annex II (AllergenList): each beside its name, never alone.
  'allergen-gluten': stroke(Wheat),
  'allergen-crustaceans': stroke(Shrimp),
  'allergen-eggs': stroke(Egg),
  'allergen-fish': stroke(Fish),
  // A peanut is a legume, not a tree nut.
  'allergen-peanuts': stroke(Bean),
  'allergen-soybeans': stroke(Sprout),
  'allergen-milk': stroke(Milk),
  'allergen-nuts': stroke(Nut),
  'allergen-celery': stroke(LeafyGreen),
  // The mustard plant's flower.
  'allergen-mustard': stroke(Flower),
  // Seeds.
  'allergen-sesame': stroke(Droplets),
  // Wine is where most people meet them.
  'allergen-sulphites': stroke(Wine),
  // Lupin is a legume with clover-like leaves.
  'allergen-lupin': stroke(Clover),
  'allergen-molluscs': stroke(Shell),
  facebook: brand(siFacebook),
  instagram: brand(siInstagram),
  telegram: brand(siTelegram),
  tiktok: brand(siTiktok),
  viber: brand(siViber),
  whatsapp: brand(siWhatsapp),
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;
export const iconNames = Object.keys(icons) as IconName[];

/** The id of an icon's `<symbol>` in the sprite. */
export { iconSymbolId } from './symbol';
