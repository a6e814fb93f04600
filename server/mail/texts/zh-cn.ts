import type { MailTexts } from './types.ts';

export const zhCN: MailTexts = {
  common: {
    linkFallback: '如果按钮无法使用，请将以下链接复制到浏览器中打开：',
  },
  reset_password: {
    subject: '重置你的密码',
    greeting: '{firstName}，你好！',
    body: '我们收到了重置你账号密码的请求。请点击下方按钮设置新密码。为保障账号安全，该链接 30 分钟内有效。',
    action: '设置新密码',
    footer:
      '你收到这封邮件，是因为有人申请重置你账号的密码。如果这不是你本人的操作，请忽略此邮件，你的密码不会改变。\nGear Up. Game On',
  },
  validation: {
    subject: '请验证你的邮箱地址',
    greeting: '{firstName}，你好！',
    body: '感谢注册！请验证你的邮箱地址，以便我们就你的得分和抽奖活动与你联系。',
    action: '验证邮箱地址',
    footer:
      '你收到这封邮件，是因为有人使用此邮箱地址在我们的游戏网站上注册了账号。如果这不是你本人的操作，请忽略此邮件。\nGear Up. Game On',
  },
  welcome: {
    subject: '欢迎加入，你的账号已准备就绪',
    greeting: '{firstName}，你好！',
    body: '感谢你的加入！你的账号已准备就绪：快来玩 Circuit Shutdown、Headspace 和 Jungle Board，把最好成绩保存到排行榜，一路冲上榜首。祝你在抽奖中好运连连！',
    footer: '你收到这封邮件，是因为你在我们的游戏网站上注册了账号。\nGear Up. Game On',
  },
  score_saved: {
    subject: '你的得分已登上排行榜',
    greeting: '{firstName}，你好！',
    body: '打得漂亮！你的得分 {score} 已保存到排行榜。\n\n{rankText}\n\n觉得自己还能超越吗？随时回来再战。',
    rank: '你目前在总排行榜上排名第 {position} 位。',
    footer: '你收到这封邮件，是因为你在我们的游戏网站上保存了得分。\nGear Up. Game On',
  },
};
