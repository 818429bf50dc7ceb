import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

const brand = (name: string): BrandConfig => ({ name, aliases: [], domain: null });

describe('answers in languages beyond the dev set', () => {
  it('reads the words that put names forward in Polish, Russian, Romanian, Croatian and Greek', () => {
    expect(names('Allegro jest największą platformą. Warto sprawdzić Empik i Morele.', brand('Allegro'), 'pl')).toEqual([
      'Empik',
      'Morele',
    ]);
    expect(names('Ozon — хороший выбор. Также стоит рассмотреть Wildberries и Яндекс Маркет.', brand('Ozon'), 'ru')).toEqual([
      'Wildberries',
      'Яндекс Маркет',
    ]);
    expect(
      names('Dedeman are cel mai mare sortiment, dar există și alternative precum Hornbach și Praktiker.', brand('Dedeman'), 'ro'),
    ).toEqual(['Hornbach', 'Praktiker']);
    expect(names('Franck je najpoznatiji. Probajte i druge marke, poput Barcaffè ili Jacobs.', brand('Franck'), 'hr')).toEqual([
      'Barcaffè',
      'Jacobs',
    ]);
    expect(names('Η ΦΑΓΕ είναι η πιο γνωστή. Δοκιμάστε επίσης brands όπως Δέλτα και Μεβγάλ.', brand('ΦΑΓΕ'), 'el')).toEqual([
      'Δέλτα',
      'Μεβγάλ',
    ]);
  });

  it('reads "is" after a name in Greek, the article before it aside', () => {
    expect(names('Η ΦΑΓΕ έχει τη μεγαλύτερη γκάμα. Η Κρι Κρι είναι καλή επιλογή για παιδιά.', brand('ΦΑΓΕ'), 'el')).toEqual(['Κρι Κρι']);
  });

  it('reads the phrases after a name that put it forward: "este o altă", "je dobrou alternativou"', () => {
    expect(names('MedLife are cele mai multe clinici. Hiperdia este o altă rețea, pentru imagistică.', brand('MedLife'), 'ro')).toEqual([
      'Hiperdia',
    ]);
    expect(names('Shoptet je nejrozšířenější. Upgates je dobrou alternativou pro větší obchody.', brand('Shoptet'), 'cs')).toEqual([
      'Upgates',
    ]);
  });

  it('reads names in letters put forward in Arabic, Hebrew, Thai and Hindi answers, by words written apart', () => {
    const arabic = 'Noon خيار ممتاز للأسعار المنخفضة. يمكنك أيضًا تجربة Amazon.ae أو Namshi للأزياء.';
    expect(names(arabic, brand('Noon'), 'ar')).toEqual(['Amazon.ae', 'Namshi']);
    expect(names('Shufersal היא הרשת הגדולה. אפשר לבדוק גם רשתות כמו Rami Levy או Victory.', brand('Shufersal'), 'he')).toEqual([
      'Rami Levy',
      'Victory',
    ]);
    expect(names('Lazada ดีมาก แต่ก็มีตัวเลือกอื่น เช่น Shopee หรือ JD Central', brand('Lazada'), 'th')).toEqual(['Shopee', 'JD Central']);
    // Hindi puts "like" after the names it gives.
    expect(names('Flipkart अच्छा है। आप Meesho या Myntra जैसे विकल्प भी देख सकते हैं।', brand('Flipkart'), 'hi')).toEqual(['Meesho', 'Myntra']);
  });

  it('reads a name in Latin letters opening a Cyrillic sentence whose "is" is a dash', () => {
    const answer = 'Ozon — хороший выбор для электроники. Wildberries — крупнейший маркетплейс одежды. Доставка — быстрая.';
    expect(names(answer, brand('Ozon'), 'ru')).toEqual(['Wildberries']);
    expect(names('Ozon is good for electronics. Wildberries — the largest clothing marketplace.', brand('Ozon'), 'en')).toEqual([]);
  });

  it('keeps an article or a preposition opening a sentence out of the name after it', () => {
    expect(
      names('Az OTP Bank a legnagyobb. Az MBH Bank is jó választás, például az Erste vagy a CIB mellett.', brand('OTP Bank'), 'hu'),
    ).toEqual(['MBH Bank', 'Erste', 'CIB']);
    expect(
      names('Shoptet je nejrozšířenější. U WooCommerce je to jinak, například WooCommerce nebo Shopify.', brand('Shoptet'), 'cs'),
    ).toEqual(['WooCommerce', 'Shopify']);
  });
});
