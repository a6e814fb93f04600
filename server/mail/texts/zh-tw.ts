import type { MailTexts } from './types.ts';

// Taiwan vocabulary (帳號, 連結, 電子郵件, 點選, 儲存), written for Taiwan, not converted from zh-cn.
export const zhTW: MailTexts = {
  common: {
    linkFallback: '如果按鈕無法使用，請將下方連結複製到瀏覽器中開啟：',
  },
  reset_password: {
    subject: '重設你的密碼',
    greeting: '嗨，{firstName}！',
    body: '我們收到重設你帳號密碼的要求。請點選下方按鈕設定新密碼。為了你的帳號安全，此連結在 30 分鐘內有效。',
    action: '設定新密碼',
    footer:
      '你會收到這封信，是因為有人要求重設你帳號的密碼。如果不是你本人提出的，請忽略這封信，你的密碼不會變更。\nGear Up. Game On',
  },
  validation: {
    subject: '請驗證你的電子郵件地址',
    greeting: '嗨，{firstName}！',
    body: '感謝註冊！請驗證你的電子郵件地址，方便我們就你的分數和抽獎活動與你聯絡。',
    action: '驗證電子郵件地址',
    footer:
      '你會收到這封信，是因為有人用這個電子郵件地址在我們的遊戲網站上註冊了帳號。如果不是你本人，請忽略這封信。\nGear Up. Game On',
  },
  welcome: {
    subject: '歡迎加入，你的帳號已經準備好了',
    greeting: '嗨，{firstName}！',
    body: '感謝你的加入！你的帳號已經準備好了：快來玩 Circuit Shutdown、Headspace 和 Jungle Board，把最佳成績存到排行榜，一路衝上第一名。祝你抽獎好運！',
    footer: '你會收到這封信，是因為你在我們的遊戲網站上註冊了帳號。\nGear Up. Game On',
  },
  score_saved: {
    subject: '你的分數已登上排行榜',
    greeting: '嗨，{firstName}！',
    body: '打得好！你的分數 {score} 已儲存到排行榜。\n\n{rankText}\n\n覺得自己還能再突破嗎？隨時回來再挑戰。',
    rank: '你目前在總排行榜上排名第 {position} 名。',
    footer: '你會收到這封信，是因為你在我們的遊戲網站上儲存了分數。\nGear Up. Game On',
  },
};
