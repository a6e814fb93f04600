import type { MailTexts } from './types.ts';

export const tr: MailTexts = {
  common: {
    linkFallback: 'Düğme çalışmazsa bu bağlantıyı kopyalayıp tarayıcına yapıştır:',
  },
  reset_password: {
    subject: 'Şifreni sıfırla',
    greeting: 'Merhaba {firstName},',
    body: 'Şifreni sıfırlamak için bir talep aldık. Yeni bir şifre belirlemek için aşağıdaki düğmeyi kullan. Güvenliğin için bu bağlantı 30 dakika boyunca geçerli.',
    action: 'Yeni şifre belirle',
    footer:
      'Bu e-postayı, hesabın için şifre sıfırlama talebinde bulunulduğu için alıyorsun. Bu talep sana ait değilse e-postayı yok sayabilirsin; şifren değişmeyecek.\nGear Up. Game On',
  },
  validation: {
    subject: 'E-posta adresini doğrula',
    greeting: 'Merhaba {firstName},',
    body: 'Kaydolduğun için teşekkürler! Puanların ve çekilişle ilgili sana ulaşabilmemiz için lütfen e-posta adresini doğrula.',
    action: 'E-posta adresimi doğrula',
    footer:
      'Bu e-postayı, bu adres oyun sitemizde bir hesap oluşturmak için kullanıldığı için alıyorsun. Bu sen değilsen e-postayı yok sayabilirsin.\nGear Up. Game On',
  },
  welcome: {
    subject: 'Aramıza hoş geldin, hesabın hazır',
    greeting: 'Merhaba {firstName},',
    body: 'Bize katıldığın için teşekkürler! Hesabın hazır: Circuit Shutdown, Headspace ve Jungle Board oyunlarını oyna, en iyi puanlarını sıralamaya kaydet ve zirveye tırman. Çekilişte bol şans!',
    footer: 'Bu e-postayı, oyun sitemizde bir hesap oluşturduğun için alıyorsun.\nGear Up. Game On',
  },
  score_saved: {
    subject: 'Puanın sıralamada',
    greeting: 'Merhaba {firstName},',
    body: 'Harika oyun! {score} puanın sıralamaya kaydedildi.\n\n{rankText}\n\nDaha iyisini yapabileceğini mi düşünüyorsun? İstediğin zaman tekrar oyna.',
    rank: 'Genel sıralamada şu anda {position}. sıradasın.',
    footer: 'Bu e-postayı, oyun sitemizde bir puan kaydettiğin için alıyorsun.\nGear Up. Game On',
  },
};
