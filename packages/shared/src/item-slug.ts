/** An item's segment in `/user/{username}/{slug}`: a catalogue key, then `-` and the item's id after the first. */
export const ITEM_SLUG = /^[a-z][a-z0-9]{0,39}(?:-[1-9]\d{0,15})?$/;
