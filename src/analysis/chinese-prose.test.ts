import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './index.js';
import { names } from './test-support/rule-examples.js';

// Names Chinese prose puts forward around verbs of considering and phrases of worth (chinese-cued-names.ts).

describe('Chinese names in prose', () => {
  const paint: BrandConfig = { name: '三棵树', aliases: [], domain: null };

  it('reads a name right after a verb of considering that ends its clause, in Simplified and Traditional', () => {
    expect(names('三棵树的净味系列很受欢迎。首先可以看看嘉宝莉，它的儿童漆口碑不错。', paint, 'zh')).toEqual(['嘉宝莉']);
    expect(names('三棵树的價格適中。比較推薦的是紫荊花漆，它的色卡很多。', paint, 'zh')).toEqual(['紫荊花漆']);
  });

  it('reads a name right before a phrase of worth', () => {
    expect(names('三棵树的净味系列很受欢迎。多乐士也值得考虑，耐擦洗。', paint, 'zh')).toEqual(['多乐士']);
    expect(names('三棵树适合南方。预算有限的话，芬琳也是不错的选择。', paint, 'zh')).toEqual(['芬琳']);
  });

  it('takes no word or term the dictionary knows, and no clause that runs on after the verb', () => {
    expect(names('三棵树的净味系列很受欢迎。选购时可以看看口感，再看看大型超市。', paint, 'zh')).toEqual([]);
    expect(names('三棵树的净味系列很受欢迎。可以考虑造假动力没那么强的品牌。', paint, 'zh')).toEqual([]);
  });

  it('keeps a verb of considering out of the Latin name written right after it', () => {
    const scooter: BrandConfig = { name: '光陽', aliases: [], domain: null };
    expect(names('光陽的車款很多。如果通勤距離不長，也可以考慮Gogoro這類電動機車。', scooter, 'zh')).toEqual(['Gogoro']);
  });

  it('reads a name opening its clause and given its name in letters in brackets, as makers from abroad are', () => {
    expect(names('三棵树的净味系列很受欢迎。芬琳（Tikkurila）来自芬兰，色系偏北欧。', paint, 'zh')).toEqual(['芬琳']);
    expect(names('三棵树适合南方。首先可以看看本杰明摩尔（Benjamin Moore），调色精准。', paint, 'zh')).toEqual(['本杰明摩尔']);
  });

  it('takes no term given in English, and no word in brackets that does not open its clause', () => {
    expect(names('三棵树的净味系列很受欢迎。甲醛（Formaldehyde）要低，耐擦洗。', paint, 'zh')).toEqual([]);
    const books: BrandConfig = { name: '교보문고', aliases: [], domain: null };
    expect(names('교보문고는 매장이 많습니다. 원서는 국제판(International Edition)이 저렴합니다.', books, 'ko')).toEqual([]);
  });

  it('reads the maker written before "的" and a model in letters, opening its clause or after a verb of considering', () => {
    const scooter: BrandConfig = { name: '光陽', aliases: [], domain: null };
    expect(names('光陽的車款很多。首先可以看看三陽的JET SL，動力不錯。台鈴的Saluto則比較省油。', scooter, 'zh')).toEqual(['三陽', '台鈴']);
    expect(names('光陽的車款很多。空間大、配置高的SUV也有，搭配官方的App使用。', scooter, 'zh')).toEqual([]);
  });

  it('reads a maker before "的" and its product in title marks or its product line', () => {
    const tea: BrandConfig = { name: '小罐茶', aliases: [], domain: null };
    expect(names('小罐茶适合送礼。竹叶青的《论道》则是高端绿茶的代表。', tea, 'zh')).toEqual(['竹叶青']);
    const shoes: BrandConfig = { name: '李宁', aliases: [], domain: null };
    expect(names('李宁的跑鞋口碑不错。预算有限，可以看看鸿星尔克的芷境系列，价格不高。', shoes, 'zh')).toEqual(['鸿星尔克']);
  });

  it('reads a name the sentence calls a brand, and no phrase before a mere mention of brands', () => {
    const tea: BrandConfig = { name: '50嵐', aliases: [], domain: null };
    expect(names('50嵐很常見。迷客夏是鮮奶茶的代表品牌之一，奶味香濃。', tea, 'zh')).toEqual(['迷客夏']);
    const sauce: BrandConfig = { name: '海天', aliases: [], domain: null };
    expect(names('海天最常见。厨邦是广东阳江的老牌子，酱香浓郁。', sauce, 'zh')).toEqual(['厨邦']);
    expect(names('海天的定价里，有相当一部分是在为品牌溢价买单。', sauce, 'zh')).toEqual([]);
    expect(names('海天很常见，很多人心目中的“正宗”就是它。主打净味、抗甲醛的健康系列。', sauce, 'zh')).toEqual([]);
  });

  it('reads a name a particle joins to a known one, and not a word compared with one', () => {
    const kitchen: BrandConfig = { name: '方太', aliases: [], domain: null };
    expect(names('比较推荐的是方太和老板电器，两家都是以烟机起家的。', kitchen, 'zh')).toEqual(['老板电器']);
    const liquor: BrandConfig = { name: '普五', aliases: [], domain: null };
    expect(names('其次可以考虑国窖1573，价位和普五接近，口感更醇厚。', liquor, 'zh')).toEqual(['国窖1573']);
  });

  it('takes no phrase written after a label for a name: a comma inside it, or a run no name is as long as', () => {
    const sauce: BrandConfig = { name: '海天', aliases: [], domain: null };
    const answer =
      '### 1. 海天\n**代表产品：** 味极鲜\n**缺点：** 一二线城市超市铺货较少\n\n### 2. 厨邦\n**代表产品：** 特级生抽、金品生抽\n' +
      '**优点：** 晒制工艺，酱香浓郁\n\n### 3. 加加\n**缺点：** 北方部分地区不太好买';
    // "味极鲜", named in another answer, is one name among the phrases: it must not make them names too.
    expect(names(answer, sauce, 'zh', { knownCompetitors: ['味极鲜'] })).toEqual(['味极鲜', '厨邦', '加加']);
  });

  it('reads a maker in letters, or one a space parts from its model, and no common word or "from" before "的"', () => {
    const scooter: BrandConfig = { name: 'Gogoro', aliases: [], domain: null };
    expect(names('Gogoro最普及。另外，YAMAHA 的 EMF 騎起來比較穩。', scooter, 'zh')).toEqual(['YAMAHA']);
    expect(names('Gogoro最普及。宏佳騰的 Vinoo 外型可愛。', scooter, 'zh')).toEqual(['宏佳騰']);
    expect(names('Gogoro最普及，車款多，從入門的 Gogoro Delight 到性能款都有，從一般的 UberX 到專車。', scooter, 'zh')).toEqual([]);
    const charger: BrandConfig = { name: '小米', aliases: [], domain: null };
    expect(names('小米性价比高。Anker是全球知名的充电品牌，做工扎实。', charger, 'zh')).toEqual(['Anker']);
  });
});
