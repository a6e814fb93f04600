import type { TermsText } from './types.ts';

export const zhCn: TermsText = {
  title: '抽奖活动正式规则',
  lead: (f) => `本规则适用于围绕“${f.organiser}”游戏举办的抽奖活动。参加抽奖即视为完全接受本规则。`,
  organiser: {
    heading: '主办方',
    paragraphs: (f) => [
      `本抽奖活动由运营本网站的游戏外设品牌${f.organiser}（以下简称“主办方”）举办。参与活动免费，无需购买任何商品。`,
    ],
  },
  eligibility: {
    heading: '参与资格',
    paragraphs: (f) => [
      `凡在参与当日年满${f.minimumAge}周岁、居住在${f.excludedCountries}以外任何国家的个人，均可参加本抽奖活动。上述国家的居民可以玩游戏，但不能参加抽奖。`,
      '主办方、其代理机构以及参与抽奖活动运营的任何公司的员工及其共同生活的家庭成员，不得参加。',
    ],
  },
  period: {
    heading: '活动时间',
    paragraphs: (f) => [
      `抽奖活动自${f.startDate} ${f.openTime}开始，至${f.endDate} ${f.closeTime}结束（${f.timeZone}时间）。只有在此期间保存的分数方可参加抽奖；时间以主办方服务器的记录为准。`,
    ],
  },
  entry: {
    heading: '参与方式',
    paragraphs: (f) => [
      `请在本网站上玩三款游戏（${f.games}），然后在活动期间通过分数表单保存您的总分，同时填写有效的电子邮件地址并同意本规则。`,
      '每个电子邮件地址仅接受一次参与，每人只能使用一个电子邮件地址参与。',
      '每个分数均由主办方服务器通过重放所记录的游戏过程进行核实；无法重现的分数不予计算。任何作弊行为，例如使用篡改过的软件、自动操作或多重身份，都将导致参与者被取消整个抽奖活动的资格。',
    ],
  },
  tiers: {
    heading: '分级奖品',
    paragraphs: () => [
      '总分即三款游戏分数之和，决定每次参与所属的等级。每次参与均进入其总分所达到的最高等级的抽奖：',
    ],
  },
  leaderboard: {
    heading: '排行榜奖品',
    paragraphs: (f) => [
      `此外，活动结束时位列排行榜前${f.leaderboardPlaces}名的参与者，每人可获得一件主办方游戏外设产品作为奖品。分数相同时，先保存的分数排名在前。`,
    ],
  },
  share: {
    heading: '分享奖',
    paragraphs: (f) => [
      `在活动期间从本网站分享分数的参与者，将参加另一场抽奖，奖品为价值${f.sharePrize}的钱包兑换码。`,
    ],
  },
  draw: {
    heading: '中奖者的产生与通知',
    paragraphs: (f) => [
      '活动结束后，在主办方的监督下，从各等级的有效参与中随机抽取该等级的中奖者。',
      `主办方将在活动结束后${f.noticeDays}天内，通过电子邮件向参与时填写的地址通知中奖者。中奖者须在收到通知后${f.replyDays}天内回复，确认其个人信息及参与资格；逾期未回复者视为放弃奖品，奖品可转授予候补参与者。`,
    ],
  },
  prizeRules: {
    heading: '奖品说明',
    paragraphs: () => [
      '奖品以所述内容为准，不可兑换现金，不可更换或转让。如因主办方无法控制的原因导致奖品无法提供，主办方可以价值相同或更高的奖品替代。',
    ],
  },
  data: {
    heading: '个人信息',
    paragraphs: () => [
      '参与时提供的信息（电子邮件地址、姓名、出生日期和国家）将用于开展抽奖、核实参与资格及联系中奖者，并依照本网站的隐私政策进行处理。',
    ],
  },
  general: {
    heading: '一般条款',
    paragraphs: () => [
      '参加抽奖即表示完全接受本规则。如因欺诈、技术故障或其他主办方无法控制的原因导致抽奖无法按计划进行，主办方可取消、暂停或修改本活动，并将在本网站上通知参与者。',
      '本规则受主办方注册所在国法律管辖，但不影响参与者居住国有关消费者保护的强制性规定的适用。',
    ],
  },
  table: { tier: '等级', minScore: '最低总分', winners: '中奖人数', prize: '奖品' },
  tierName: (tier) => `第${tier}级`,
  prizes: {
    'gaming-pc-bundle': '一台游戏电脑，外加鼠标、耳机和键盘',
    'graphics-card': '一块显卡',
    'peripherals-bundle': '鼠标、耳机和键盘各一件',
  },
  privacyLink: '隐私政策',
  page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
};
