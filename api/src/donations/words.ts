/**
 * Amounts in words as Indian receipts write them: Indian numbering — thousand, lakh,
 * crore — so ₹2,001 is "Rupees Two Thousand One only" and ₹1,00,00,000 "Rupees One Crore only";
 * paise, when there are any, follow ("… and Fifty Paise only").
 */

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99. */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

/** 0–999. */
function threeDigits(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', twoDigits(n % 100)].filter(Boolean).join(' ');
}

/** A whole number in Indian words ("Twelve Lakh Thirty-Four Thousand"); crores repeat above 99 crore. */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`indianNumberInWords: ${n} is not a whole number`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 1_00_00_000);
  const rest = n % 1_00_00_000;
  const parts = [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    Math.floor(rest / 1_00_000) ? `${twoDigits(Math.floor(rest / 1_00_000))} Lakh` : '',
    Math.floor((rest % 1_00_000) / 1000) ? `${twoDigits(Math.floor((rest % 1_00_000) / 1000))} Thousand` : '',
    threeDigits(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const remainder = paise % 100;
  const words = `Rupees ${indianNumberInWords(rupees)}`;
  return remainder ? `${words} and ${twoDigits(remainder)} Paise only` : `${words} only`;
}
