/**
 * A line under each preset amount of the donation form (/donations), saying what a gift of that
 * size goes towards. The foundation's own words, edited here and nowhere else; an amount without a
 * line shows none. Keep each line short (it sits under the amount on a phone) and true of how
 * gifts are spent: say "helps" or "towards" unless a gift of that size pays for the thing whole.
 */
export const donationPresetLines: Readonly<Record<number, string>> = {
  10: "Helps keep our guided practice videos free for everyone",
  25: "Helps a teacher bring the daily practice into a classroom",
  50: "Towards printed practice guides for a school",
  100: "Towards a morning session at a school that asks for one",
  250: "Towards training a volunteer instructor",
  500: "Towards a term's program for a school that cannot pay",
};
