import type { TermsText } from './types.ts';

export const zhTw: TermsText = {
  title: '抽獎活動正式辦法',
  lead: (f) => `本辦法適用於搭配「${f.organiser}」遊戲舉辦的抽獎活動。參加抽獎即視為完全同意本辦法。`,
  organiser: {
    heading: '主辦單位',
    paragraphs: (f) => [
      `本抽獎活動由經營本網站的電競周邊品牌${f.organiser}（以下稱「主辦單位」）主辦。參加活動免費，無須購買任何商品。`,
    ],
  },
  eligibility: {
    heading: '參加資格',
    paragraphs: (f) => [
      `凡於參加當日年滿${f.minimumAge}歲、居住於${f.excludedCountries}以外任何國家之個人，均可參加本抽獎活動。上述國家之居民可以遊玩遊戲，但不得參加抽獎。`,
      '主辦單位、其代理商及參與本活動執行之任何公司之員工及其同住家屬，不得參加。',
    ],
  },
  period: {
    heading: '活動期間',
    paragraphs: (f) => [
      `抽獎活動自${f.startDate} ${f.openTime}起，至${f.endDate} ${f.closeTime}止（${f.timeZone}時間）。僅於此期間內儲存之分數可參加抽獎；時間以主辦單位伺服器之紀錄為準。`,
    ],
  },
  entry: {
    heading: '參加方式',
    paragraphs: (f) => [
      `請於本網站遊玩三款遊戲（${f.games}），並於活動期間透過分數表單儲存您的總分，同時填寫有效的電子郵件地址並同意本辦法。`,
      '每個電子郵件地址僅受理一次參加，每人僅能以一個電子郵件地址參加。',
      '每筆分數均由主辦單位伺服器重播所記錄之遊戲過程加以驗證；無法重現之分數不予計算。任何作弊行為，例如使用遭竄改之軟體、自動操作或多重身分，參加者將喪失整個抽獎活動之資格。',
    ],
  },
  tiers: {
    heading: '分級獎品',
    paragraphs: () => [
      '總分即三款遊戲分數之總和，決定每筆參加所屬之等級。每筆參加均參與其總分所達最高等級之抽獎：',
    ],
  },
  leaderboard: {
    heading: '排行榜獎品',
    paragraphs: (f) => [
      `此外，活動結束時名列排行榜前${f.leaderboardPlaces}名之參加者，每人可獲得一件主辦單位電競周邊產品作為獎品。分數相同時，以較早儲存之分數排名在前。`,
    ],
  },
  share: {
    heading: '分享獎',
    paragraphs: (f) => [
      `於活動期間從本網站分享分數之參加者，將參加另一場抽獎，獎品為價值${f.sharePrize}之錢包兌換碼。`,
    ],
  },
  draw: {
    heading: '得獎者之產生與通知',
    paragraphs: (f) => [
      '活動結束後，於主辦單位監督下，自各等級之有效參加中隨機抽出該等級之得獎者。',
      `主辦單位將於活動結束後${f.noticeDays}日內，以電子郵件寄至參加時填寫之地址通知得獎者。得獎者須於收到通知後${f.replyDays}日內回覆，確認其個人資料及參加資格；逾期未回覆者視為放棄，獎品得改由備取者獲得。`,
    ],
  },
  prizeRules: {
    heading: '獎品說明',
    paragraphs: () => [
      '獎品以所述內容為準，不得兌換現金，亦不得更換或轉讓。如因非可歸責於主辦單位之事由致獎品無法提供，主辦單位得以價值相同或更高之獎品替代。',
    ],
  },
  data: {
    heading: '個人資料',
    paragraphs: () => [
      '參加時提供之資料（電子郵件地址、姓名、出生日期及國家）將用於辦理抽獎、確認參加資格及聯繫得獎者，並依本網站之隱私權政策處理。',
    ],
  },
  general: {
    heading: '一般條款',
    paragraphs: () => [
      '參加抽獎即表示完全同意本辦法。如因詐欺、技術故障或其他非主辦單位所能控制之事由致抽獎無法如期進行，主辦單位得取消、暫停或變更本活動，並將於本網站公告。',
      '本辦法以主辦單位設立所在國之法律為準據法，但不影響參加者居住國消費者保護強制規定之適用。',
    ],
  },
  table: { tier: '等級', minScore: '最低總分', winners: '得獎人數', prize: '獎品' },
  tierName: (tier) => `第${tier}級`,
  prizes: {
    'gaming-pc-bundle': '電競電腦一台，另附滑鼠、耳機及鍵盤',
    'graphics-card': '顯示卡一張',
    'peripherals-bundle': '滑鼠、耳機及鍵盤各一',
  },
  privacyLink: '隱私權政策',
  page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
};
