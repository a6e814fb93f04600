import type { MailTexts } from './types.ts';

export const jp: MailTexts = {
  common: {
    linkFallback: 'ボタンが機能しない場合は、次のリンクをコピーしてブラウザに貼り付けてください：',
  },
  reset_password: {
    subject: 'パスワード再設定のご案内',
    greeting: '{firstName}さん、こんにちは。',
    body: 'パスワード再設定のリクエストを受け付けました。下のボタンから新しいパスワードを設定してください。セキュリティのため、このリンクの有効期限は30分です。',
    action: '新しいパスワードを設定',
    footer:
      'このメールは、あなたのアカウントでパスワードの再設定がリクエストされたためお送りしています。お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。\nGear Up. Game On',
  },
  validation: {
    subject: 'メールアドレスの確認をお願いします',
    greeting: '{firstName}さん、こんにちは。',
    body: 'ご登録ありがとうございます！スコアやプレゼント抽選についてご連絡できるよう、メールアドレスの確認をお願いします。',
    action: 'メールアドレスを確認する',
    footer:
      'このメールは、当ゲームサイトでのアカウント作成にこのメールアドレスが使用されたためお送りしています。お心当たりがない場合は、このメールを無視してください。\nGear Up. Game On',
  },
  welcome: {
    subject: 'ようこそ！アカウントの準備ができました',
    greeting: '{firstName}さん、こんにちは。',
    body: 'ご参加ありがとうございます！アカウントの準備が整いました。Circuit Shutdown、Headspace、Jungle Boardをプレイして、ベストスコアをランキングに保存し、トップを目指しましょう。プレゼント抽選での幸運をお祈りしています！',
    footer: 'このメールは、当ゲームサイトでアカウントを作成されたためお送りしています。\nGear Up. Game On',
  },
  score_saved: {
    subject: 'スコアがランキングに保存されました',
    greeting: '{firstName}さん、こんにちは。',
    body: 'ナイスプレイ！{score}点のスコアがランキングに保存されました。\n\n{rankText}\n\nこの記録を超えられますか？いつでも再挑戦してください。',
    rank: '総合ランキングで現在{position}位です。',
    footer: 'このメールは、当ゲームサイトでスコアを保存されたためお送りしています。\nGear Up. Game On',
  },
};
